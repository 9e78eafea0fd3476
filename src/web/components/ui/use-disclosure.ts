import { useId, useState } from 'react';

/**
 * A button that shows and hides a panel below it (an answer, a conversation's details, a list of
 * suggestions): the button says whether the panel is open and which one it controls, and a hidden panel
 * is out of the page for everyone. Spread `toggleProps` on the button and `panelProps` on the panel.
 */
export function useDisclosure(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  return {
    open,
    toggleProps: {
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
