import { describe, expect, it } from 'vitest';
import { ClientGone, RequestError } from '../../src/explore/request-error.js';

describe('RequestError and ClientGone', () => {
  it('carry the status and the sentence, under their own names', () => {
    const refused = new RequestError(413, 'the request body is too large');
    expect([refused.status, refused.message, String(refused)]).toEqual([
      413,
      'the request body is too large',
      'RequestError: the request body is too large',
    ]);
    expect(String(new ClientGone('gone'))).toBe('ClientGone: gone');
    expect(new ClientGone('gone')).not.toBeInstanceOf(RequestError);
  });
});
