/** Joins the truthy class names; enough for our components without a dependency. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
