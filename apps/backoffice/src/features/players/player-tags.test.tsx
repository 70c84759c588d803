import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderAs } from '../../test/staff-screens';
import { PlayerTags } from './player-tags';

const playerId = '11111111-1111-4111-8111-111111111111';
const tagsUrl = `/staff/v1/players/${playerId}/tags`;

describe('player tags editor', () => {
  beforeEach(() => localStorage.setItem('backoffice.locale', 'en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('adds a tag and removes one, each time saving the whole list, then asks the page to reload', async () => {
    const calls = fakeStaffApi({ [`POST ${tagsUrl}`]: { tags: [] } });
    const onChanged = vi.fn();
    renderAs(
      ['players.read', 'players.note'],
      '/',
      <PlayerTags playerId={playerId} tags={['vip', 'bonus-abuse']} onChanged={onChanged} />,
      '/',
    );
    // Outside the contract's rule (a space): the form does not send.
    fireEvent.change(screen.getByLabelText('New tag'), { target: { value: 'high roller' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the tag' }));
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('New tag'), { target: { value: 'high_roller' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the tag' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([
      { method: 'POST', url: tagsUrl, body: { tags: ['vip', 'bonus-abuse', 'high_roller'] } },
    ]);
    expect((screen.getByLabelText('New tag') as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Remove the tag vip' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(2));
    expect(calls[1]).toEqual({ method: 'POST', url: tagsUrl, body: { tags: ['bonus-abuse'] } });
  });

  it('sends nothing for a tag already there, says when the list is full, and shows a refusal', async () => {
    const calls = fakeStaffApi({});
    const onChanged = vi.fn();
    const { unmount } = renderAs(
      ['players.note'],
      '/',
      <PlayerTags playerId={playerId} tags={['vip']} onChanged={onChanged} />,
      '/',
    );
    fireEvent.change(screen.getByLabelText('New tag'), { target: { value: 'vip' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the tag' }));
    expect(calls).toHaveLength(0);

    // The server refuses (here: no answer for the route): the error is shown, the page not reloaded.
    fireEvent.click(screen.getByRole('button', { name: 'Remove the tag vip' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong: not_found');
    expect(onChanged).not.toHaveBeenCalled();
    unmount();

    const twenty = Array.from({ length: 20 }, (_, index) => `tag-${index}`);
    renderAs(
      ['players.note'],
      '/',
      <PlayerTags playerId={playerId} tags={twenty} onChanged={onChanged} />,
      '/',
    );
    expect(screen.getByText('A player has 20 tags at most.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add the tag' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
