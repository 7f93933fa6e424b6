import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  profile: {
    heading: 'Verificación de identidad',
    intro:
      'Verifica tu identidad para que los demás miembros sepan con quién tratan. Un administrador compara una foto de tu documento de identidad con un selfi. Las fotos son privadas: solo las ven los administradores y se eliminan 30 días después de la decisión.',
    statusLabel: 'Estado',
    status: {
      none: 'Sin verificar',
      submitted: 'Pendiente de revisión',
      verified: 'Identidad verificada',
      rejected: 'No aceptada',
    },
    noneText: 'Aún no has enviado ninguna verificación de identidad.',
    submittedText:
      'Gracias. Un administrador revisará tus fotos; te comunicaremos la decisión por correo electrónico y en tus notificaciones.',
    verifiedText: 'Tu identidad está verificada: tu perfil muestra «Identidad verificada».',
    rejectedText: 'Tu última verificación no fue aceptada. El motivo: {{reason}}',
    rejectedNoReason: 'Tu última verificación no fue aceptada.',
    resubmit: 'Puedes enviar fotos nuevas a continuación.',
    loadFailed: 'No se ha podido cargar tu verificación de identidad.',
    retry: 'Reintentar',
    loading: 'Cargando tu verificación de identidad',
  },
  form: {
    label: 'Enviar una verificación de identidad',
    front: 'Documento de identidad (anverso)',
    frontHelp: 'Una foto del anverso de tu pasaporte, documento de identidad o permiso de conducir.',
    back: 'Documento de identidad (reverso, opcional)',
    backHelp: 'Si tu documento tiene reverso, añade también una foto de él.',
    selfie: 'Selfi',
    selfieHelp: 'Una foto nítida de tu cara.',
    formats: 'JPEG, PNG, WebP, GIF o AVIF, de 5 MB como máximo cada una.',
    submit: 'Enviar para verificación',
    submitting: 'Subiendo…',
    submitted: 'Verificación de identidad enviada',
    submittedDescription: 'Un administrador la revisará pronto.',
    failed: 'No se ha podido enviar la verificación de identidad',
    errors: {
      front: 'Añade una foto del anverso de tu documento de identidad',
      selfie: 'Añade un selfi',
      type: 'Elige una imagen JPEG, PNG, WebP, GIF o AVIF',
      size: 'El tamaño de la imagen no debe superar los 5 MB',
    },
  },
  queue: {
    heading: 'Verificaciones de identidad',
    submitted: 'Pendientes',
    verified: 'Verificadas',
    rejected: 'Rechazadas',
    empty: 'No hay verificaciones de identidad aquí.',
    loadFailed: 'No se han podido cargar las verificaciones de identidad.',
    submittedOn: 'Enviada el {{date}}',
    decidedOn: 'Decidida el {{date}}',
    openProfile: 'Abrir el perfil',
    photos: 'Fotos',
    front: 'Documento (anverso)',
    back: 'Documento (reverso)',
    selfie: 'Selfi',
    photoAlt: '{{photo}}: {{name}}',
    openPhoto: 'Abrir {{photo}} a tamaño completo',
    photosDeleted: 'Las fotos se eliminaron 30 días después de la decisión.',
    approve: 'Aprobar',
    reject: 'Rechazar',
    approved: 'La identidad de {{name}} está verificada',
    rejectedDone: 'Se ha rechazado la verificación de identidad de {{name}}',
    failed: 'No se ha podido guardar la decisión',
    reasonShown: 'Motivo: {{reason}}',
    rejectTitle: 'Rechazar la verificación de identidad',
    rejectDescription:
      '{{name}} recibirá el motivo por correo electrónico y en la aplicación, y podrá enviar fotos nuevas.',
    reason: 'Motivo',
    reasonPlaceholder: 'p. ej. La foto del documento está borrosa.',
    rejecting: 'Rechazando…',
    cancel: 'Cancelar',
    close: 'Cerrar',
  },
};
export default strings;

export const sameAsEnglish = ['queue.photoAlt'] as const;
