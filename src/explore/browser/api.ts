/** The page's calls to the explorer's JSON API; an error answer becomes a thrown Error with the server's sentence. */
import type { ErrorReport, FindReport, StateReport, TraceSummary } from '../api-types.js';

async function answer<T>(response: Response): Promise<T> {
  const body: unknown = await response.json();
  if (!response.ok) {
    const message = typeof body === 'object' && body !== null && 'error' in body ? (body as ErrorReport).error : `HTTP ${response.status}`;
    throw new Error(message);
  }
  return body as T;
}

/** A POST with a Content-Type that a page of another site could not send without asking first (the server refuses any other). */
const post = (url: string, body: string | Blob, type: 'application/json' | 'application/octet-stream') =>
  fetch(url, { method: 'POST', body, headers: { 'Content-Type': type } });

export const api = {
  state: async (path: readonly number[]): Promise<StateReport> => answer(await fetch(`/api/state?path=${path.join(',')}`)),
  trace: async (id: number): Promise<TraceSummary> => answer(await fetch(`/api/trace/${id}`)),
  openTrace: async (name: string, file: Blob): Promise<TraceSummary> =>
    answer(await post(`/api/trace?name=${encodeURIComponent(name)}`, file, 'application/octet-stream')),
  find: async (path: readonly number[], goal: string): Promise<FindReport> =>
    answer(await post('/api/find', JSON.stringify({ path: path.join(','), goal }), 'application/json')),
  findReport: async (id: number): Promise<FindReport> => answer(await fetch(`/api/find/${id}`)),
  stopFind: async (id: number): Promise<FindReport> => answer(await post(`/api/find/${id}/stop`, '', 'application/json')),
};
