import { describe, expect, it } from 'vitest';
import {
  renderTlcMessages,
  TlcClass,
  TlcCode,
  tlcDate,
  tlcError,
  tlcGrouped,
  tlcMessage,
  tlcProbability,
  tlcRuntime,
  type TlcMessage,
} from '../../src/tlc/tlc-messages.js';

describe('renderTlcMessages', () => {
  const messages: TlcMessage[] = [
    tlcMessage(TlcCode.TLC_STARTING, 'Starting... (2026-11-30 09:28:33)'),
    tlcError(TlcCode.TLC_DEADLOCK_REACHED, 'Deadlock reached.'),
    { code: TlcCode.TLC_PROGRESS_SIMU, messageClass: TlcClass.none, body: 'tool only', only: 'tool' },
    { code: 2122, messageClass: TlcClass.state, body: '4: Back to state: <x>', textClass: TlcClass.none, textBody: 'Back to state 4: <x>' },
  ];

  it('prints bodies behind their class prefix without -tool', () => {
    expect(renderTlcMessages(messages, 'text')).toBe('Starting... (2026-11-30 09:28:33)\nError: Deadlock reached.\nBack to state 4: <x>\n');
    expect(renderTlcMessages([{ code: 2217, messageClass: TlcClass.state, body: '1: <Initial predicate>' }], 'text')).toBe(
      'State 1: <Initial predicate>\n',
    );
  });

  it('frames each message with its code and class with -tool', () => {
    expect(renderTlcMessages(messages, 'tool')).toBe(
      '@!@!@STARTMSG 2185:0 @!@!@\nStarting... (2026-11-30 09:28:33)\n@!@!@ENDMSG 2185 @!@!@\n' +
        '@!@!@STARTMSG 2114:1 @!@!@\nDeadlock reached.\n@!@!@ENDMSG 2114 @!@!@\n' +
        '@!@!@STARTMSG 2209:0 @!@!@\ntool only\n@!@!@ENDMSG 2209 @!@!@\n' +
        '@!@!@STARTMSG 2122:4 @!@!@\n4: Back to state: <x>\n@!@!@ENDMSG 2122 @!@!@\n',
    );
  });

  it("has TLC's numbers for the codes (EC.java)", () => {
    expect([TlcCode.TLC_STARTING, TlcCode.TLC_FINISHED, TlcCode.TLC_PROGRESS_STATS, TlcCode.TLC_STATS, TlcCode.TLC_VERSION]).toEqual([
      2185, 2186, 2200, 2199, 2262,
    ]);
  });
});

describe("TLC's numbers and dates", () => {
  it('writes the date as MP.now(), in local time', () => {
    expect(tlcDate(new Date(2026, 10, 3, 9, 8, 7))).toBe('2026-11-03 09:08:07');
  });

  it('groups counts by thousands, truncating', () => {
    expect([tlcGrouped(0), tlcGrouped(2889.9), tlcGrouped(1234567)]).toEqual(['0', '2,889', '1,234,567']);
  });

  it('writes the run time as TLC does', () => {
    expect(tlcRuntime(790.6, 'tool')).toBe('790ms');
    expect(tlcRuntime(8_000, 'text')).toBe('08s');
    expect(tlcRuntime(-5, 'text')).toBe('00s');
    expect(tlcRuntime(67_000, 'text')).toBe('01min 07s');
    expect(tlcRuntime(7_500_000, 'text')).toBe('02h 05min');
    expect(tlcRuntime(86_400_000 + 3 * 3_600_000 + 1, 'text')).toBe('1d 03h');
  });

  it("writes the collision probability with two significant digits on Java's Double.toString", () => {
    expect(tlcProbability(0)).toBe('0.0');
    expect(tlcProbability(2.345e-9)).toBe('2.3E-9');
    expect(tlcProbability(1.96e-9)).toBe('2.0E-9');
    expect(tlcProbability(3.3e-14)).toBe('3.3E-14');
    expect(tlcProbability(0.00223)).toBe('.0022');
    expect(tlcProbability(0.0199)).toBe('.020');
    expect(tlcProbability(12345)).toBe('12345');
  });
});
