import { el } from '../dom';

/**
 * A row of toggle buttons of which exactly one is pressed (a risk level, over or under): a click
 * presses it, releases the others and tells `onPick` its value.
 */
export function toggleGroup<Value extends string>(
  choices: readonly { value: Value; label: string }[],
  initial: Value,
  onPick: (value: Value) => void,
): HTMLButtonElement[] {
  const buttons = choices.map(({ value, label }) =>
    el('button', { type: 'button', class: 'toggle', 'aria-pressed': String(value === initial) }, label),
  );
  buttons.forEach((button, index) =>
    button.addEventListener('click', () => {
      buttons.forEach((other, i) => other.setAttribute('aria-pressed', String(i === index)));
      onPick(choices[index]!.value);
    }),
  );
  return buttons;
}
