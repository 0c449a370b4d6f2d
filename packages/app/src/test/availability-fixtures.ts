import type { AvailabilitySlot } from '@stay/contract';

/** An availability slot: weekly "available" hours of e1 unless overridden. */
export function slotWith(overrides: Partial<AvailabilitySlot>): AvailabilitySlot {
  return {
    nmbr: 1,
    employee: 'e1',
    kind: 'available',
    repeat: 'weekly',
    weekday: null,
    from: null,
    till: null,
    start: null,
    end: null,
    note: '',
    updated: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
