import { type ComponentType, lazy, Suspense, useState } from "react";

/**
 * A dialog whose code loads when it first opens, as the sign-in page's Forgot Password dialog does: its
 * form, inputs, schemas (and Zod) and Mantine's Modal stay out of the page's first download
 * (docs/ARCHITECTURE.md, Web). Until then it renders nothing; once opened it stays mounted, so it closes
 * and opens again with its usual transition. `isOpen` reads the dialog's props (`opened` by default).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { opened?: boolean }).opened === true,
): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [used, setUsed] = useState(open);
    if (open && !used) setUsed(true);
    if (!used) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
