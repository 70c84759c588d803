import { afterEach, describe, expect, it } from 'vitest';
import { dismissNotice, noticeStore, notify } from './notifications';

afterEach(() => noticeStore.set([]));

describe('notices', () => {
  it('collapse identical ones into one that counts them', () => {
    const first = notify('Additional information saved', 'success');
    expect(notify('Additional information saved', 'success')).toBe(first);
    notify('Additional information saved', 'success');
    notify('Additional information saved', 'error');
    expect(noticeStore.get().map((notice) => [notice.message, notice.kind, notice.count])).toEqual([
      ['Additional information saved', 'success', 3],
      ['Additional information saved', 'error', 1],
    ]);
    dismissNotice(first);
    expect(noticeStore.get()).toHaveLength(1);
    expect(notify('Additional information saved', 'success')).not.toBe(first);
  });
});
