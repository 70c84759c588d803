import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { storeAffiliateFromQuery } from './store-affiliate';

beforeEach(() => localStorage.clear());

describe('storeAffiliateFromQuery', () => {
  it('stores both values when both are in the query', () => {
    expect(storeAffiliateFromQuery(new URLSearchParams('myafftk=tk1&myaffid=42'), storage)).toBe(true);
    expect(localStorage.getItem('myafftk')).toBe('tk1');
    expect(localStorage.getItem('myaffid')).toBe('42');
  });

  it('stores nothing when only one of them is present', () => {
    expect(storeAffiliateFromQuery(new URLSearchParams('myafftk=tk1'), storage)).toBe(false);
    expect(storeAffiliateFromQuery(new URLSearchParams('myaffid=42'), storage)).toBe(false);
    expect(localStorage.getItem('myafftk')).toBeNull();
    expect(localStorage.getItem('myaffid')).toBeNull();
  });

  it('does not write again when the stored values are the same', () => {
    localStorage.setItem('myafftk', 'tk1');
    localStorage.setItem('myaffid', '42');
    const set = vi.spyOn(storage, 'set');
    expect(storeAffiliateFromQuery(new URLSearchParams('myafftk=tk1&myaffid=42'), storage)).toBe(false);
    expect(set).not.toHaveBeenCalled();
  });

  it('replaces stored values that differ', () => {
    localStorage.setItem('myafftk', 'old');
    localStorage.setItem('myaffid', '42');
    expect(storeAffiliateFromQuery(new URLSearchParams('myafftk=new&myaffid=42'), storage)).toBe(true);
    expect(localStorage.getItem('myafftk')).toBe('new');
  });
});
