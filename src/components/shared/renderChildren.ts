import type { ReactNode } from 'react';

/**
 * The one `children` contract of every chatbot-kit component (DESIGN.md): a node, or a function of the component's state. Either way it replaces the
 * component's default content inside the component's root element, which keeps its `data-part`, `data-state`, `className` and ARIA attributes.
 * Collections (UploadList, ListingGrid) take `renderItem` for each row.
 */
export type ChildrenProp<State> = ReactNode | ((state: State) => ReactNode);

/** Renders `children` per {@link ChildrenProp}, or `fallback` when none is given. */
export function renderChildren<State>(children: ChildrenProp<State> | undefined, state: State, fallback: () => ReactNode): ReactNode {
  if (typeof children === 'function') return children(state);
  return children ?? fallback();
}
