export { type DrawerProps, type DrawerSide, drawerSides } from './Drawer.props.ts';
export { Drawer } from './Drawer.tsx';
