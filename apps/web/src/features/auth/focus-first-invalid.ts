/**
 * After a refused submit, the first field marked invalid gets the focus, so a keyboard or screen
 * reader user lands on what needs fixing. Runs after React has rendered the errors.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
