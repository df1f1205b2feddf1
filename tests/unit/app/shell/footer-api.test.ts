import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../../src/api/client', () => ({
  apiFetch: vi.fn(async () => [
    { abbrev: 'TX', name: 'Texas', licenseNumber: '3' },
    { abbrev: 'AZ', name: 'Arizona', licenseNumber: '1' },
    { abbrev: 'CA', name: 'California', licenseNumber: '2' },
    { abbrev: 'AL', name: 'Alabama', licenseNumber: '0' },
  ]),
}));

const { fetchStateLicenses } = await import('../../../../src/shell/footer/footer-api');

describe("the footer's state licences", () => {
  it('come sorted by abbreviation, without a locale collation', async () => {
    const compare = vi.spyOn(String.prototype, 'localeCompare');
    expect((await fetchStateLicenses('FIGURE')).map((l) => l.abbrev)).toEqual(['AL', 'AZ', 'CA', 'TX']);
    expect(compare).not.toHaveBeenCalled();
    compare.mockRestore();
  });
});
