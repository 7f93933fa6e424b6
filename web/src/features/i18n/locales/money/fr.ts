import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  heading: 'Détail du prix',
};

export default strings;
