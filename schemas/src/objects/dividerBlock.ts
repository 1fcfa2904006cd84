import { useEffect } from 'react';
import type { BlockProps } from 'sanity';

/**
 * The divider as the body editor shows it. The Studio opens every block it inserts for editing; a divider has
 * nothing to edit, so the empty box it would open is closed at once and the editor goes on writing.
 */
export function DividerBlock(props: BlockProps) {
  const { open, onClose, renderDefault } = props;
  useEffect(() => {
    if (open) onClose();
  }, [open, onClose]);
  return renderDefault(props);
}
