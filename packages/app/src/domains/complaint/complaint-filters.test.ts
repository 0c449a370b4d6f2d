import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersFromParams, hasAnyFilter, listQueryOf, paramsOfFilters } from './complaint-filters';

describe('complaint list filters', () => {
  it('reads the address and writes it back the same', () => {
    const params = new URLSearchParams('state=In+progress&review=awaiting&priority=HIGH&group=Housekeeping&kind=NOISE&open=1&mine=1&q=boiler');
    const filters = filtersFromParams(params);
    expect(filters).toEqual({
      state: 'In progress',
      review: 'awaiting',
      priority: 'HIGH',
      workgroup: 'Housekeeping',
      kind: 'NOISE',
      open: true,
      mine: true,
      search: 'boiler',
    });
    expect(new URLSearchParams(paramsOfFilters(filters)).toString()).toBe(
      'state=In+progress&priority=HIGH&kind=NOISE&group=Housekeeping&review=awaiting&open=1&mine=1&q=boiler',
    );
  });

  it('ignores values the list does not know', () => {
    expect(filtersFromParams(new URLSearchParams('state=Closed&priority=x&review=maybe&open=yes&q=%20%20'))).toEqual({
      state: undefined,
      priority: undefined,
      kind: undefined,
      workgroup: undefined,
      review: undefined,
      open: undefined,
      mine: undefined,
      search: undefined,
    });
  });

  it('turns the filters into the list call query', () => {
    expect(listQueryOf({ state: 'New', review: 'declined', workgroup: 'Guides', search: ' lamp ', reservation: '1001' })).toEqual({
      open: false,
      mine: false,
      complaintstatetext: 'New',
      complaintpriority: undefined,
      kind: undefined,
      workgroup: 'Guides',
      review: 'declined',
      reservation: '1001',
      search: 'lamp',
    });
  });

  it('counts the filters behind "Filters" and tells whether anything narrows the list', () => {
    expect(activeFilterCount({ state: 'New', priority: 'LOW', workgroup: 'Guides' })).toBe(2);
    expect(hasAnyFilter({})).toBe(false);
    expect(hasAnyFilter({ search: 'x' })).toBe(true);
    expect(hasAnyFilter({ reservation: '1001' })).toBe(true);
  });
});
