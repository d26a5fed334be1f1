/** A class name, or a function of the component's state (a row's: of its item and its state) that returns one. */
export type ClassNameProp<State, RowState = never> = string | ((state: State, rowState: RowState) => string | undefined) | undefined;

/**
 * The component's own class (for the default look in `styles.css`) followed by the caller's, which may depend on state (DESIGN.md: `className` string
 * or function of state; a row's `itemClassName`, of its item and its state).
 */
export function resolveClassName<State, RowState = never>(base: string, className: ClassNameProp<State, RowState>, state: State, rowState?: RowState): string {
  const extra = typeof className === 'function' ? className(state, rowState as RowState) : className;
  return extra ? `${base} ${extra}` : base;
}
