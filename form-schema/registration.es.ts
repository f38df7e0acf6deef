/**
 * The registration's Spanish: every text of form-schema/registration.ts, by step id and field
 * name, in a file of its own so the English registration never carries it. Its type comes from
 * the English schema, so a text added there and not here (or a name here the schema lacks) fails
 * `npm run typecheck`, naming it. Parents are addressed as "usted" throughout
 * (src/form-engine/README.md "Languages"). Option values and field names live only in the English
 * schema: what is
 * submitted is the same in both languages.
 */
import type { FormTranslation } from 'stepform';
import { campAges, campDates } from '../src/content/campPhrases.es';
import type { registrationForm } from './registration';

const emailChecks = [
  'Esto no parece un correo electrónico, p. ej., nombre@example.com.',
  '¿Quiso decir {suggestion}?',
] as const;
const phoneChecks = ['Un teléfono de EE. UU. tiene 10 dígitos, p. ej., (555) 010-0199.'] as const;

/** The sports by name; the primary sport's options use other values for the same sports. */
const sports = {
  football: 'Fútbol americano',
  basketball: 'Básquetbol',
  baseball: 'Béisbol',
  softball: 'Sóftbol',
  soccer: 'Fútbol',
  trackField: 'Atletismo',
  tennis: 'Tenis',
  volleyball: 'Voleibol',
  swimming: 'Natación',
  wrestling: 'Lucha',
  lacrosse: 'Lacrosse',
  golf: 'Golf',
  other: 'Otro',
};

/**
 * The state names as Spanish writes them where it has a usual form of its own (Nueva York,
 * Carolina del Norte); the rest, California first, as they are.
 */
const usStates = {
  CA: 'California',
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'Distrito de Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawái',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Luisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'Nuevo Hampshire',
  NJ: 'Nueva Jersey',
  NM: 'Nuevo México',
  NY: 'Nueva York',
  NC: 'Carolina del Norte',
  ND: 'Dakota del Norte',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregón',
  PA: 'Pensilvania',
  RI: 'Rhode Island',
  SC: 'Carolina del Sur',
  SD: 'Dakota del Sur',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'Virginia Occidental',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** Every text of the registration in Spanish (see `FormTranslation`). */
export const registrationInSpanish = {
  title: 'Inscripción del atleta',
  steps: {
    personal: {
      title: 'Información personal',
      description: 'Cuéntenos sobre el atleta. Con estos datos creamos su perfil de entrenamiento.',
    },
    emergency: {
      title: 'Contacto de emergencia',
      description: '¿A quién debemos llamar si pasa algo durante el entrenamiento?',
    },
    athletic: {
      title: 'Trayectoria deportiva',
      description:
        'Cómo va el atleta hoy, para que los entrenadores puedan planear hasta dónde llevarlo.',
    },
    health: {
      title: 'Información de salud',
      description:
        'Todo en este paso es opcional y ayuda a los entrenadores a que el entrenamiento sea seguro.',
    },
    training: {
      title: 'Objetivos de entrenamiento',
      description: 'Es opcional, y nos ayuda a preparar el plan adecuado desde la primera sesión.',
    },
    agreements: {
      title: 'Autorizaciones',
      description: 'El padre, la madre o el tutor legal debe leerlas y aceptarlas.',
    },
  },
  fields: {
    firstName: { label: 'Nombre del atleta', requiredMessage: 'Escriba el nombre del atleta' },
    lastName: { label: 'Apellido del atleta', requiredMessage: 'Escriba el apellido del atleta' },
    dateOfBirth: {
      label: 'Fecha de nacimiento',
      requiredMessage: 'Indique la fecha de nacimiento del atleta',
      checks: [
        'Esta fecha está en el futuro. Revise el año.',
        `El campamento es para atletas ${campAges} años al comenzar (${campDates}). Revise la fecha.`,
        `El campamento es para atletas ${campAges} años, y con esta fecha de nacimiento el atleta hoy tiene otra edad. Revise la fecha.`,
      ],
    },
    gender: {
      label: 'Género',
      requiredMessage: 'Seleccione el género del atleta',
      options: {
        male: 'Masculino',
        female: 'Femenino',
        other: 'Otro',
        'prefer-not-to-say': 'Prefiero no decirlo',
      },
    },
    email: {
      label: 'Correo electrónico',
      requiredMessage: 'Escriba un correo electrónico',
      helperText: 'Puede ser el correo electrónico del padre, la madre o el tutor.',
      checks: emailChecks,
    },
    phone: {
      label: 'Teléfono',
      requiredMessage: 'Escriba un número de teléfono',
      checks: phoneChecks,
    },
    address: { label: 'Dirección', requiredMessage: 'Escriba la dirección' },
    city: { label: 'Ciudad', requiredMessage: 'Escriba la ciudad' },
    state: { label: 'Estado', requiredMessage: 'Seleccione el estado', options: usStates },
    zipCode: {
      label: 'Código postal',
      requiredMessage: 'Escriba el código postal',
      checks: ['El código postal tiene 5 dígitos (o ZIP+4).'],
    },
    emergencyContactName: {
      label: 'Nombre del contacto',
      requiredMessage: 'Escriba el nombre del contacto de emergencia',
    },
    emergencyContactRelationship: {
      label: 'Relación con el atleta',
      requiredMessage: 'Seleccione la relación del contacto de emergencia con el atleta',
      options: {
        parent: 'Padre o madre',
        guardian: 'Tutor legal',
        spouse: 'Cónyuge',
        sibling: 'Hermano o hermana',
        friend: 'Amigo o amiga',
        other: 'Otro',
      },
    },
    emergencyContactPhone: {
      label: 'Teléfono del contacto',
      requiredMessage: 'Escriba el teléfono del contacto de emergencia',
      checks: phoneChecks,
    },
    emergencyContactEmail: { label: 'Correo electrónico del contacto', checks: emailChecks },
    primarySport: {
      label: 'Deporte principal',
      requiredMessage: 'Seleccione el deporte principal del atleta',
      options: {
        football: sports.football,
        basketball: sports.basketball,
        baseball: sports.baseball,
        softball: sports.softball,
        soccer: sports.soccer,
        'track-field': sports.trackField,
        tennis: sports.tennis,
        volleyball: sports.volleyball,
        swimming: sports.swimming,
        wrestling: sports.wrestling,
        lacrosse: sports.lacrosse,
        golf: sports.golf,
        other: sports.other,
      },
    },
    otherSport: { label: '¿Qué deporte?' },
    yearsPlaying: {
      label: 'Años de práctica',
      requiredMessage: 'Seleccione cuántos años ha practicado el atleta',
      options: {
        'less-than-1': 'Menos de 1 año',
        '1-2': '1–2 años',
        '3-5': '3–5 años',
        '6-10': '6–10 años',
        'more-than-10': 'Más de 10 años',
      },
    },
    secondarySports: {
      label: 'Otros deportes que practica',
      options: {
        Football: sports.football,
        Basketball: sports.basketball,
        Baseball: sports.baseball,
        Soccer: sports.soccer,
        'Track & Field': sports.trackField,
        Tennis: sports.tennis,
        Volleyball: sports.volleyball,
        Swimming: sports.swimming,
        Wrestling: sports.wrestling,
        Lacrosse: sports.lacrosse,
        Golf: sports.golf,
        Other: sports.other,
      },
    },
    position: { label: 'Posición', placeholder: 'p. ej., base, mediocampista' },
    currentTeam: { label: 'Equipo actual' },
    coachName: { label: 'Nombre del entrenador' },
    coachPhone: { label: 'Teléfono del entrenador', checks: phoneChecks },
    athleticGoals: {
      label: 'Metas deportivas',
      requiredMessage: 'Escriba las metas del atleta',
      helperText: '¿Qué quiere lograr el atleta esta temporada y más adelante?',
    },
    medicalConditions: {
      label: 'Afecciones o problemas de salud',
      placeholder: 'p. ej., asma, diabetes',
    },
    medications: { label: 'Medicamentos' },
    allergies: { label: 'Alergias' },
    injuries: { label: 'Lesiones actuales o pasadas' },
    physicianName: { label: 'Nombre del médico' },
    physicianPhone: { label: 'Teléfono del médico', checks: phoneChecks },
    previousTraining: { label: 'Experiencia previa de entrenamiento' },
    strengthTrainingExperience: {
      label: 'Experiencia en entrenamiento de fuerza',
      options: {
        beginner: 'Principiante (0–6 meses)',
        intermediate: 'Intermedio (6 meses–2 años)',
        advanced: 'Avanzado (2 años o más)',
        expert: 'Experto (5 años o más)',
      },
    },
    specificFocus: {
      label: 'Áreas de enfoque',
      options: {
        'Speed Development': 'Desarrollo de velocidad',
        'Strength Training': 'Entrenamiento de fuerza',
        'Agility & Quickness': 'Agilidad y rapidez',
        'Injury Prevention': 'Prevención de lesiones',
        'Sport-Specific Skills': 'Habilidades específicas del deporte',
        Conditioning: 'Acondicionamiento físico',
        'Flexibility & Mobility': 'Flexibilidad y movilidad',
        'Mental Performance': 'Rendimiento mental',
        'Recovery Techniques': 'Técnicas de recuperación',
      },
    },
    liabilityWaiver: {
      label: 'Exención de responsabilidad',
      helperText:
        'El entrenamiento deportivo conlleva un riesgo de lesiones. Al aceptar, usted confirma que el atleta está en condiciones de entrenar, permite que participe y autoriza a nuestros entrenadores a dar primeros auxilios y a llamar a los servicios de emergencia si hace falta.',
      fullText: [
        'Soy el padre, la madre o el tutor legal del atleta nombrado en esta inscripción.',
        'Entiendo que el entrenamiento de fuerza, de velocidad y deportivo implica esfuerzo físico y conlleva un riesgo de lesiones, como esguinces, distensiones, fracturas y, en raras ocasiones, lesiones graves.',
        'Confirmo que, hasta donde sé, el atleta goza de buena salud y está en condiciones de entrenar, y que en esta inscripción he informado a los entrenadores de toda afección o problema de salud, alergia o lesión. Avisaré a los entrenadores si algo de esto cambia.',
        'Permito que el atleta participe en las sesiones de entrenamiento, y autorizo a los entrenadores a dar primeros auxilios y a llamar a los servicios de emergencia si lo consideran necesario. Acepto la responsabilidad por los costos de cualquier atención de emergencia.',
        'Acepto que el atleta seguirá las instrucciones de los entrenadores y las normas de seguridad de las instalaciones, y que los entrenadores pueden detener su entrenamiento si no es seguro continuar.',
      ].join('\n\n'),
      requiredMessage: 'Marque la casilla para aceptar la exención de responsabilidad',
    },
    mediaRelease: {
      label: 'Autorización de uso de imagen',
      helperText:
        'Las fotos y los videos del atleta durante el entrenamiento pueden aparecer en nuestro sitio web y en nuestras redes sociales.',
    },
    communicationConsent: {
      label: 'Autorización de comunicación',
      helperText:
        'Podemos comunicarnos con usted por correo electrónico, teléfono y mensajes de texto sobre el entrenamiento y los horarios.',
      requiredMessage: 'Marque la casilla para aceptar que nos comuniquemos con usted',
    },
  },
} satisfies FormTranslation<typeof registrationForm>;
