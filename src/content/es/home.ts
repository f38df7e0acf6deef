import type { WordsByName } from '../words';
import { business } from '../business';
import { campFacts, capitalized } from '../campFacts';
import { offerFacts } from '../offers';
import { campAges, campDates, campSeason, campWeeks, money } from '../campPhrases.es';

/** The home page's words (Spanish). */
export const words = {
  meta: {
    title: `${business.name} | Entrenamiento deportivo juvenil en Sacramento`,
    description:
      'Entrenamiento de velocidad, fuerza y agilidad para atletas de 10 a 17 años: el Pro Dev Camp, clínicas de habilidades y sesiones privadas con entrenadores que han preparado a más de 600 jóvenes atletas.',
  },
  hero: {
    eyebrow: `Entrenamiento de rendimiento juvenil · ${business.city}`,
    title: 'Aquí empiezan atletas más rápidos, más fuertes y más inteligentes.',
    lead: 'Entrenamiento de velocidad, fuerza y agilidad para atletas de 10 a 17 años, con un equipo que ha preparado a más de 600 jóvenes atletas y ha llevado a más de 85 a la universidad y más allá.',
    primaryAction: 'Comience su camino',
    secondaryAction: 'Más información',
    carouselLabel: 'Atletas entrenando',
    slides: [
      {
        scene: 'track',
        alt: 'Ilustración de una pista de atletismo al atardecer, con los carriles hacia un sol bajo y vallas colocadas',
      },
      {
        scene: 'agility',
        alt: 'Ilustración de una escalera de agilidad y conos anaranjados sobre césped, vista desde arriba',
      },
      {
        scene: 'field',
        alt: 'Ilustración de un campo de juego de noche bajo los reflectores',
      },
      {
        scene: 'strength',
        alt: 'Ilustración de discos en una barra de pesas, de cerca, en un gimnasio oscuro',
      },
    ],
  },
  campTeaser: {
    eyebrow: `${campFacts.name} · ${campSeason}`,
    dates: capitalized(campDates),
    ages: `${capitalized(campAges)} años`,
  },
  mission: {
    eyebrow: 'Nuestra filosofía',
    title: 'Formamos al atleta, no solo la temporada',
    intro:
      'Las habilidades del deporte ganan partidos; la condición atlética construye carreras. Desarrollamos el motor que hay debajo de cada deporte, para que los jóvenes atletas se muevan mejor, se lesionen menos y sigan mejorando durante años.',
    pillars: [
      {
        title: 'Más fuertes',
        body: 'Trabajo de fuerza adecuado a la edad que forma articulaciones resistentes, un tronco potente y la confianza para competir en el contacto.',
      },
      {
        title: 'Más rápidos',
        body: 'Mecánica de carrera, aceleración y rapidez en el primer paso, corregidas repetición por repetición y cronometradas para que el progreso se vea.',
      },
      {
        title: 'Más inteligentes',
        body: 'Los atletas aprenden por qué importa cada ejercicio y cómo calentar, recuperarse y alimentarse, y llevan esa actitud de aprendizaje a su equipo.',
      },
    ],
    functionalForm: {
      title: 'Forma funcional',
      body: 'Calidad antes que cantidad. Evaluamos cómo cada atleta hace sentadillas, flexiona la cadera, aterriza y corre antes de agregar peso o velocidad. Primero corregimos el patrón y luego construimos sobre él: así los jóvenes atletas ganan velocidad sin lesionarse.',
      points: [
        'Evaluación de movimiento el primer día',
        'Técnica antes que peso',
        'Progresiones según la edad y el crecimiento',
      ],
    },
  },
  program: {
    eyebrow: 'Entrenamiento',
    title: 'Desarrollo atlético completo',
    intro:
      'Cuatro áreas de entrenamiento, un solo plan. Cada sesión las combina en la dosis justa para la edad, el deporte y la temporada del atleta.',
    areas: [
      {
        title: 'Velocidad y aceleración',
        body: 'Mecánica de salida, zancada, acción de brazos y velocidad máxima para los momentos que deciden los partidos.',
      },
      {
        title: 'Fuerza y potencia',
        body: 'Primero el dominio del propio peso; después levantamientos con carga y saltos que convierten la fuerza en potencia explosiva.',
      },
      {
        title: 'Agilidad y juego de pies',
        body: 'Frenado, cambios de dirección y ejercicios de reacción que se trasladan directamente a la cancha y al campo.',
      },
      {
        title: 'Acondicionamiento y recuperación',
        body: 'Acondicionamiento específico para cada deporte, movilidad y hábitos de recuperación que mantienen a los atletas frescos toda la temporada.',
      },
    ],
    listTitle: 'Todos los programas incluyen',
    list: [
      'Evaluación de movimiento y pruebas iniciales',
      'Técnica de carrera y ejercicios de aceleración',
      'Pliometría y aterrizajes seguros',
      'Entrenamiento de fuerza adecuado a la edad',
      'Agilidad, juego de pies y reacción',
      'Rutinas de movilidad y prevención de lesiones',
      'Acondicionamiento específico para cada deporte',
      'Nuevas pruebas de progreso y un plan para casa',
    ],
  },
  team: {
    eyebrow: 'Equipo de entrenadores',
    title: 'Conozca a sus entrenadores',
    intro:
      'Exatletas universitarios, entrenadores de fuerza certificados y un entrenador atlético que saben enseñar a los jóvenes y a quienes les importa cómo crecen.',
    statsLabel: 'Nuestra trayectoria',
    stats: [
      { value: '30+', label: 'Años de experiencia en conjunto' },
      { value: '600+', label: 'Atletas entrenados' },
      { value: '85+', label: 'Atletas en la universidad y más allá' },
    ],
  },
  signup: {
    eyebrow: 'Empiece hoy',
    title: 'Elija su camino de entrenamiento',
    intro:
      '¿Qué formato se adapta al horario y a las metas de su atleta? ¿Todavía no lo sabe? Reserve una consulta gratuita y un entrenador le recomendará uno.',
    consultationTitle: '¿No sabe por dónde empezar?',
    consultationBody: 'Hable 15 minutos con un entrenador. Sin costo y sin compromiso.',
    consultationAction: 'Reservar consulta gratuita',
    registration: {
      prompt: '¿Ya reservó una sesión o el campamento? Cuéntenos sobre su atleta:',
      action: 'Inscripción del atleta',
    },
  },
  carousel: {
    roleDescription: 'carrusel',
    slideRoleDescription: 'imagen',
    slideLabel: (number: number, count: number) => `${number} de ${count}`,
    pause: 'Pausar presentación',
    play: 'Reproducir presentación',
    showSlide: (number: number, count: number) => `Mostrar imagen ${number} de ${count}`,
  },
  portrait: {
    photoAlt: (name: string) => `Retrato de ${name}`,
  },
  coaches: {
    marcus: {
      role: 'Fundador y entrenador principal de rendimiento',
      bio: 'Exjugador universitario de fútbol americano y especialista certificado en fuerza y acondicionamiento. Marcus diseña todos nuestros programas y cada verano sigue entrenando él mismo a un grupo del campamento.',
    },
    dana: {
      role: 'Entrenadora de velocidad y agilidad',
      bio: 'Velocista destacada de su conferencia y hoy entrenadora de velocidad. Dana convierte la aceleración en indicaciones sencillas que los atletas sienten desde la primera repetición, y sus grupos logran nuestras mayores mejoras de velocidad.',
    },
    luis: {
      role: 'Entrenador de fuerza y acondicionamiento',
      bio: 'Una década en salas de pesas juveniles y universitarias. Luis enseña la técnica de levantamiento con paciencia y solo agrega peso cuando el atleta se lo ha ganado con buena forma.',
    },
    keisha: {
      role: 'Entrenadora de desarrollo juvenil',
      bio: 'Exbase universitaria y maestra de educación física de secundaria. Keisha dirige nuestros grupos más jóvenes, donde el juego de pies, la coordinación y la confianza se construyen jugando.',
    },
    tyler: {
      role: 'Entrenador de movilidad y prevención de lesiones',
      bio: 'Entrenador atlético certificado que diseña nuestros calentamientos, la técnica de aterrizaje y los regresos al juego, para que los atletas pasen la temporada en el campo y no en la banca.',
    },
  },
  offers: [
    {
      id: 'training-camp',
      title: campFacts.name,
      price: money(offerFacts['training-camp'].price),
      period: 'por semana',
      description: `Nuestro campamento de velocidad y agilidad: ${campWeeks} semanas intensivas de verano, ${campDates}, para atletas ${campAges} años.`,
      features: [
        `${capitalized(campWeeks)} semanas de trabajo progresivo de velocidad y agilidad`,
        `Al aire libre en ${business.park.name}`,
        'Grupos pequeños por edad y nivel',
        'Pruebas de rendimiento al inicio y al final',
      ],
      highlight: campSeason,
      buttonText: 'Ver detalles del campamento',
      action: offerFacts['training-camp'].action,
    },
    {
      id: 'clinic',
      title: 'Clínica de habilidades',
      price: money(offerFacts.clinic.price),
      period: 'por sesión',
      description:
        'Sesiones grupales sin inscripción previa para pulir la velocidad, el juego de pies y la técnica entre temporadas.',
      features: [
        'Todos los martes y jueves a las 6:00 p. m.',
        'Venga cuando quiera: sin compromiso a largo plazo',
        'Enfoque en velocidad, juego de pies y técnica',
      ],
      highlight: '¡Próximamente!',
      buttonText: '¡Próximamente!',
      action: offerFacts.clinic.action,
    },
    {
      id: 'private-training',
      title: 'Entrenamiento privado',
      price: money(offerFacts['private-training'].price),
      period: 'por hora',
      description:
        'Entrenamiento individual diseñado según el deporte, la posición y las metas de su atleta, con un horario que le funcione a su familia.',
      features: [
        'Un plan hecho para un solo atleta',
        'Horarios flexibles',
        'Comentarios en video sobre la técnica',
        'Ideal antes de pruebas y exhibiciones',
      ],
      highlight: 'Individual',
      buttonText: 'Reservar sesión privada',
      action: offerFacts['private-training'].action,
    },
  ],
} satisfies WordsByName['home'];
