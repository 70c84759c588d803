import type { FormSchemaData } from '@casino/contract/player';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@/test/fake-fetch';
import { renderFeature, sentBodies } from '@/test/render-feature';
import { ProfileForm } from './profile-form';

const personal: FormSchemaData = {
  type: 'personal',
  fields: [
    {
      name: 'username',
      kind: 'text',
      required: false,
      minLength: null,
      maxLength: null,
      options: null,
      value: 'player01',
      readOnly: true,
    },
    {
      name: 'fname',
      kind: 'text',
      required: true,
      minLength: 3,
      maxLength: 25,
      options: null,
      value: 'unknown',
      readOnly: false,
    },
    {
      name: 'nickname',
      kind: 'text',
      required: false,
      minLength: 5,
      maxLength: 20,
      options: null,
      value: '',
      readOnly: false,
    },
  ],
};
const saved = {
  body: { info: { success: true, message: 'Additional information saved', resultCode: 'ok' }, data: null },
};

describe('ProfileForm', () => {
  it('renders the fields of the schema with their values, read-only ones locked', async () => {
    renderFeature(<ProfileForm type="personal" />, { 'GET /player/schema/personal': ok(personal) });
    const fname = await screen.findByTestId<HTMLInputElement>('profile-field-fname');
    expect(fname.value).toBe('unknown');
    expect(screen.getByLabelText('First name')).toBe(fname);
    const username = screen.getByTestId<HTMLInputElement>('profile-field-username');
    expect(username.readOnly).toBe(true);
    expect(username.value).toBe('player01');
    expect(screen.getByTestId('profile-form-personal')).toBeTruthy();
  });

  it('checks a field live at the rule boundaries, once the player has typed', async () => {
    renderFeature(<ProfileForm type="personal" />, { 'GET /player/schema/personal': ok(personal) });
    const fname = await screen.findByTestId('profile-field-fname');
    expect(fname.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(fname, { target: { value: 'Al' } });
    expect(await screen.findByText('First name must be longer than 2 characters.')).toBeTruthy();
    expect(fname.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(fname, { target: { value: 'Ana' } });
    expect(screen.queryByText('First name must be longer than 2 characters.')).toBeNull();
    fireEvent.change(fname, { target: { value: 'a'.repeat(26) } });
    expect(screen.getByText('First name must be at most 25 characters long.')).toBeTruthy();
  });

  it('refuses invisible, right-to-left override and markup characters in a name, and does not send it', async () => {
    const { fetchFn } = renderFeature(<ProfileForm type="personal" />, {
      'GET /player/schema/personal': ok(personal),
    });
    const fname = await screen.findByTestId('profile-field-fname');
    const message = 'Remove invisible, control or text-direction characters and < >.';
    for (const value of ['Ann\u200Be', '\u202Eecila', '<b>Ann</b>']) {
      fireEvent.change(fname, { target: { value } });
      expect(await screen.findByText(message)).toBeTruthy();
    }
    fireEvent.click(screen.getByTestId('profile-save-personal'));
    expect(sentBodies(fetchFn, 'POST', '/player/update/personal')).toEqual([]);
  });

  it('does not send a form with errors, and focuses the first one', async () => {
    const { fetchFn } = renderFeature(<ProfileForm type="personal" />, {
      'GET /player/schema/personal': ok(personal),
      'POST /player/update/personal': saved,
    });
    const nickname = await screen.findByTestId('profile-field-nickname');
    fireEvent.change(nickname, { target: { value: 'abc' } });
    fireEvent.click(screen.getByTestId('profile-save-personal'));
    expect(screen.getByText('Nickname must be longer than 4 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(nickname);
    expect(sentBodies(fetchFn, 'POST', '/player/update/personal')).toEqual([]);
  });

  it('saves the editable fields and shows the server message', async () => {
    const { fetchFn } = renderFeature(<ProfileForm type="personal" />, {
      'GET /player/schema/personal': ok(personal),
      'POST /player/update/personal': saved,
    });
    fireEvent.change(await screen.findByTestId('profile-field-fname'), { target: { value: 'Anna' } });
    fireEvent.click(screen.getByTestId('profile-save-personal'));
    expect(await screen.findByTestId('profile-saved-personal')).toBeTruthy();
    expect(screen.getByTestId('profile-saved-personal').textContent).toBe('Additional information saved');
    expect(sentBodies(fetchFn, 'POST', '/player/update/personal')).toEqual([{ fname: 'Anna', nickname: '' }]);
  });

  it('shows the field errors of data.issues under their fields', async () => {
    renderFeature(<ProfileForm type="personal" />, {
      'GET /player/schema/personal': ok(personal),
      'POST /player/update/personal': {
        status: 400,
        body: {
          info: { success: false, message: 'Validation failed', resultCode: 'validation_error' },
          data: { issues: [{ field: 'fname', message: 'Der Vorname ist zu kurz', code: 'fname_too_short' }] },
        },
      },
    });
    const fname = await screen.findByTestId('profile-field-fname');
    fireEvent.change(fname, { target: { value: 'Anna' } });
    fireEvent.click(screen.getByTestId('profile-save-personal'));
    const error = await screen.findByText('Der Vorname ist zu kurz');
    expect(fname.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('shows the server message of a refusal that names no field', async () => {
    renderFeature(<ProfileForm type="personal" />, {
      'GET /player/schema/personal': ok(personal),
      'POST /player/update/personal': fail(429, 'rate_limited', 'Too many requests'),
    });
    fireEvent.change(await screen.findByTestId('profile-field-fname'), { target: { value: 'Anna' } });
    fireEvent.click(screen.getByTestId('profile-save-personal'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many requests'));
  });
});
