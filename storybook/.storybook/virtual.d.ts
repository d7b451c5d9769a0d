declare module 'virtual:brands' {
  import type { Brand } from '@casino/schemas/types';

  const brands: Brand[];
  export default brands;
}
