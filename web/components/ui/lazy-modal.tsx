import { Modal, type ModalProps } from '@mantine/core';
import { useState } from 'react';

/**
 * Mantine's Modal, mounted from its first opening on (then kept, so closing still animates). A
 * closed Modal mounts a Portal, whose layout effect sets state: on a page the server rendered, that
 * forces a synchronous re-render right after hydration, with the page's effects in the same long
 * task (about 100 ms at 4x CPU on My Team).
 */
export function LazyModal(props: ModalProps) {
  const [everOpened, setEverOpened] = useState(props.opened);
  if (props.opened && !everOpened) setEverOpened(true);
  return everOpened ? <Modal {...props} /> : null;
}
