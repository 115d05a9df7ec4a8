/** The names of the components React has rendered under `container` (what React DevTools would list). */
export function renderedComponents(container: HTMLElement): string[] {
  const key = Object.keys(container).find((name) => name.startsWith('__reactContainer'));
  const names: string[] = [];
  type Fiber = { type?: unknown; child?: Fiber | null; sibling?: Fiber | null; stateNode?: { current?: Fiber } };
  const nameOf = (type: unknown): string => {
    if (!type || typeof type === 'string') return '';
    const component = type as { displayName?: string; name?: string; render?: { displayName?: string; name?: string } };
    return component.displayName ?? component.name ?? component.render?.displayName ?? component.render?.name ?? '';
  };
  const walk = (fiber: Fiber | null | undefined) => {
    for (let node = fiber; node; node = node.sibling) {
      const name = nameOf(node.type);
      if (name) names.push(name);
      walk(node.child);
    }
  };
  // The container keeps the root's first fiber; the tree on screen hangs from the root's current one.
  walk(key ? (container as unknown as Record<string, Fiber>)[key]?.stateNode?.current : null);
  return names;
}
