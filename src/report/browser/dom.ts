/** Small DOM helpers for the board pages. Every text is set with textContent, never parsed as HTML. */

/** A new element with an optional class and text. */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className !== '') node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The element with this id, of this type; throws when the page lacks it (a bug in the page, not in the data). */
export function byId<T extends HTMLElement>(id: string, type: { new (): T; prototype: T }): T {
  const node = document.getElementById(id);
  if (!(node instanceof type)) throw new Error(`the page has no ${type.name} #${id}`);
  return node;
}

/** `$1,500`, `-$100`. */
export function money(amount: number): string {
  return (amount < 0 ? '-$' : '$') + Math.abs(amount).toLocaleString('en-US');
}

/** Removes every child of `node`. */
export function clear(node: Node): void {
  node.textContent = '';
}
