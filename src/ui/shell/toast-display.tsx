import { OverlayToaster, Position, type Intent, type Toaster } from '@blueprintjs/core';

let toasterPromise: Promise<Toaster> | null = null;

export function showToast(intent: Intent | 'none', title: string | null, body: string): void {
  toasterPromise ??= OverlayToaster.create({ position: Position.TOP_RIGHT, maxToasts: 4 });
  void toasterPromise.then((toaster) =>
    toaster.show({
      intent: intent === 'none' ? undefined : intent,
      timeout: 5000,
      message: (
        <span data-testid="toast">
          {title ? <strong>{title} </strong> : null}
          {body}
        </span>
      ),
    }),
  );
}
