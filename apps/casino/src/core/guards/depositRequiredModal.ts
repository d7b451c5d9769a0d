// The deposit-required popup's modal name, apart from its component: the deposit feature's
// manifest (on every first load) registers the modal by this name, and the component loads when
// the popup opens.
export const DEPOSIT_REQUIRED_MODAL = 'deposit-required';
