export {
  MODAL_EXIT_MS,
  type ModalContainerProps,
  type ModalOption,
  modalOptions,
} from './ModalContainer.props.ts';
export { ModalContainer, modalMessages } from './ModalContainer.tsx';
