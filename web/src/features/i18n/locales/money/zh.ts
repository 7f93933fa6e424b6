import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  heading: '价格明细',
};

export default strings;
