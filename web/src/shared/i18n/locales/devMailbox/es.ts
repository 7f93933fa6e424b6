import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  title: 'Buzón local',
  subtitle: 'Correos enviados por este servidor de desarrollo.',
  loading: 'Cargando',
  disabled: 'El buzón local está desactivado en este servidor.',
  error: 'Algo salió mal. Inténtalo de nuevo más tarde.',
  count_one: '{{count, number}} mensaje',
  count_other: '{{count, number}} mensajes',
  refresh: 'Actualizar',
  emptyTitle: 'Aún no hay mensajes',
  emptyDescription: 'Los correos que envíe el servidor aparecerán aquí.',
  listLabel: 'Mensajes',
  to: 'Para: {{to}}',
  date: 'Fecha: {{date}}',
  links: 'Enlaces',
  frameTitle: 'Correo: {{subject}}',
  selectPrompt: 'Selecciona un mensaje para leerlo.',
};
export default strings;
