/** What layouts need of the value library: the size of a value's canonical bytes. */
export { encodedSizeOf as encodedSize } from '../runtime/runtime.js';
