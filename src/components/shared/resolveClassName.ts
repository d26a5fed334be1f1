/** A class name, or a function of the component's state that returns one. */
export type ClassNameProp<State> = string | ((state: State) => string | undefined) | undefined;

/**
 * The component's own class (for the default look in `styles.css`) followed by the caller's, which may depend on state (DESIGN.md: `className` string
 * or function of state).
 */
export function resolveClassName<State>(base: string, className: ClassNameProp<State>, state: State): string {
  const extra = typeof className === 'function' ? className(state) : className;
  return extra ? `${base} ${extra}` : base;
}
