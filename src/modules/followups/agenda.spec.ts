import { describe, expect, it } from '@jest/globals';
import { agendaBucket, agendaWindow } from './agenda.js';

const at = (iso: string) => new Date(iso);

describe('agenda buckets', () => {
  const window = agendaWindow(at('2026-11-22T09:30:00Z'), 'UTC', 7);

  it('puts anything past due in overdue, including earlier today', () => {
    expect(agendaBucket('2026-11-20T12:00:00Z', window)).toBe('overdue');
    expect(agendaBucket('2026-11-22T08:00:00Z', window)).toBe('overdue');
    expect(agendaBucket('2026-11-22T09:29:59.999Z', window)).toBe('overdue');
  });

  it('puts what is due from now to the end of the local day in today', () => {
    expect(agendaBucket('2026-11-22T09:30:00Z', window)).toBe('today');
    expect(agendaBucket('2026-11-22T23:59:59.999Z', window)).toBe('today');
  });

  it('puts the next `days` calendar days in upcoming and nothing later', () => {
    expect(agendaBucket('2026-11-23T00:00:00Z', window)).toBe('upcoming');
    expect(agendaBucket('2026-11-29T23:59:59.999Z', window)).toBe('upcoming');
    expect(agendaBucket('2026-11-30T00:00:00Z', window)).toBeNull();
    const oneDay = agendaWindow(at('2026-11-22T09:30:00Z'), 'UTC', 1);
    expect(agendaBucket('2026-11-23T23:59:59Z', oneDay)).toBe('upcoming');
    expect(agendaBucket('2026-11-24T00:00:00Z', oneDay)).toBeNull();
  });

  it('reads a stored value without a zone as UTC', () => {
    expect(agendaBucket('2026-11-22 09:00:00', window)).toBe('overdue');
    expect(agendaBucket('2026-11-22 10:00:00', window)).toBe('today');
  });

  it('takes "today" in the workspace time zone, not in UTC', () => {
    // 06:00 UTC on the 22nd is 22:00 on the 21st in Los Angeles.
    const la = agendaWindow(at('2026-11-22T06:00:00Z'), 'America/Los_Angeles', 7);
    expect(la.date).toBe('2026-11-21');
    expect(la.todayStart.toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(la.todayEnd.toISOString()).toBe('2026-11-22T08:00:00.000Z');
    expect(agendaBucket('2026-11-22T07:00:00Z', la)).toBe('today');
    expect(agendaBucket('2026-11-22T09:00:00Z', la)).toBe('upcoming');
    // 12:00 UTC on the 22nd is already 01:00 on the 23rd in Auckland.
    const akl = agendaWindow(at('2026-11-22T12:00:00Z'), 'Pacific/Auckland', 7);
    expect(akl.date).toBe('2026-11-23');
    expect(akl.todayEnd.toISOString()).toBe('2026-11-23T11:00:00.000Z');
    expect(agendaBucket('2026-11-23T10:59:00Z', akl)).toBe('today');
  });

  it('gives every request of a day the same boundaries, per zone and length, in its own Dates', () => {
    const morning = agendaWindow(at('2026-11-22T14:00:00Z'), 'Europe/Berlin', 7);
    morning.todayEnd.setTime(0);
    const evening = agendaWindow(at('2026-11-22T21:00:00Z'), 'Europe/Berlin', 7);
    expect(evening.now.toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(evening.todayStart.toISOString()).toBe('2026-11-21T23:00:00.000Z');
    expect(evening.todayEnd.toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(evening.upcomingEnd.toISOString()).toBe('2026-11-29T23:00:00.000Z');
    // The same date elsewhere, or fewer days ahead, has boundaries of its own.
    const newYork = agendaWindow(at('2026-11-22T21:00:00Z'), 'America/New_York', 7);
    expect(newYork.todayEnd.toISOString()).toBe('2026-11-23T05:00:00.000Z');
    const short = agendaWindow(at('2026-11-22T21:00:00Z'), 'Europe/Berlin', 2);
    expect(short.upcomingEnd.toISOString()).toBe('2026-11-24T23:00:00.000Z');
    // The next day starts a new entry.
    const tomorrow = agendaWindow(at('2026-11-23T09:00:00Z'), 'Europe/Berlin', 7);
    expect(tomorrow.todayEnd.toISOString()).toBe('2026-11-23T23:00:00.000Z');
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    const w = agendaWindow(at('2026-11-22T06:00:00Z'), 'Mars/Olympus_Mons', 7);
    expect(w.timezone).toBe('UTC');
    expect(w.todayEnd.toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});
