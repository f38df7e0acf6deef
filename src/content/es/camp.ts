import type { WordsByName } from '../words';
import { business } from '../business';
import { campFacts, capitalized } from '../campFacts';
import {
  campAges,
  campDates,
  campDatesWithDays,
  campPrice,
  campSchedule,
  campSeason,
  campTotalPrice,
  campWeeks,
  weekSpan,
} from '../campPhrases.es';

/** The Pro Dev Camp page's words (Spanish): dates, price and ages come from campFacts.ts. */
export const words = {
  offerDescription: `${capitalized(campWeeks)} semanas, ${campDatesWithDays}: ${campTotalPrice} (${campPrice} por semana)`,
  meta: {
    title: `${campFacts.name} ${campFacts.startDate.slice(0, 4)}: campamento de velocidad y agilidad para atletas ${campAges} años | ${business.name}`,
    description: `Un campamento de velocidad y agilidad al aire libre en Sacramento, de ${campWeeks} semanas, para atletas ${campAges} años, ${campDates}. ${campPrice} por semana, ${campTotalPrice} por las ${campWeeks} semanas.`,
  },
  hero: {
    eyebrow: `${campSeason} · Campamento de velocidad y agilidad`,
    title: campFacts.name,
    lead: `${capitalized(campWeeks)} semanas que cambian la forma en que se mueve su atleta. Trabajo de velocidad, agilidad y fuerza con entrenadores, para atletas ${campAges} años, al aire libre en ${business.park.name}.`,
    price: campPrice,
    period: 'por semana',
    total: `${campTotalPrice} por las ${campWeeks} semanas`,
    action: 'Inscríbase ahora',
    scene: 'agility',
  },
  details: {
    title: 'Detalles del campamento',
    items: [
      { id: 'dates', label: 'Fechas', value: capitalized(campDatesWithDays) },
      {
        id: 'length',
        label: 'Duración',
        value: `${capitalized(campWeeks)} semanas, de lunes a viernes`,
      },
      { id: 'ages', label: 'Edades', value: `${capitalized(campAges)} años` },
      {
        id: 'location',
        label: 'Lugar',
        value: `Al aire libre en ${business.park.name}, un parque de la ciudad de Sacramento`,
      },
      {
        id: 'price',
        label: 'Precio',
        value: `${campPrice} por semana, ${campTotalPrice} por las ${campWeeks} semanas`,
      },
    ],
    scheduleTitle: `Las ${campWeeks} semanas`,
    schedule: campSchedule.map((week) => ({
      label: `Semana ${week.week}`,
      value: capitalized(weekSpan(week)),
    })),
    directionsAction: 'Cómo llegar',
  },
  about: {
    mission: {
      title: 'Nuestra misión',
      body: 'Dar a cada joven atleta la velocidad, la agilidad y la confianza para destacar en su deporte, y los hábitos para seguir mejorando mucho después del campamento.',
    },
    whoShouldAttend: {
      title: 'Quién debería participar',
      body: `Cualquier atleta ${campAges} años que quiera moverse más rápido y jugar con más confianza:`,
      points: [
        'Atletas de cualquier deporte de campo o de cancha',
        'Principiantes que quieren empezar a entrenar de forma segura y guiada',
        'Atletas con experiencia que se preparan para pruebas, un nuevo nivel o el reclutamiento',
        'Atletas que vuelven después de un descanso y quieren recuperar velocidad',
      ],
    },
  },
  location: {
    title: 'Lugar de entrenamiento',
    body: `Todas las sesiones son al aire libre, en los campos de césped de ${business.park.name}. Nos reunimos cada día en el mismo lugar, marcado con banderas anaranjadas, y terminamos a tiempo para la hora de recogida.`,
    address: business.park.address,
    bringTitle: 'Qué traer',
    bring: [
      'Tenis deportivos (tacos opcionales para atletas de campo)',
      'Una botella de agua llena',
      'Protector solar y una gorra',
      'Ropa cómoda para entrenar',
      'Un refrigerio saludable para los días de calor',
    ],
  },
  outcomes: {
    achievements: {
      title: 'Lo que logran los atletas',
      points: [
        'Mejores tiempos en sprints de 10 y 20 yardas',
        'Cambios de dirección más rápidos y controlados',
        'Un salto vertical más alto y aterrizajes más seguros',
        'Mejor equilibrio, postura y control del cuerpo',
        'Una rutina de calentamiento y recuperación propia',
      ],
    },
    philosophy: {
      title: 'Nuestra filosofía',
      body: 'Primero la forma, luego la velocidad y después el peso. Preferimos pocas repeticiones bien hechas a muchos ejercicios mal hechos, y cada atleta avanza a su propio ritmo. Cada semana termina con pruebas, para que los atletas vean exactamente cuánto han avanzado.',
    },
  },
  includes: {
    title: 'Qué incluye el campamento',
    items: [
      `${capitalized(campWeeks)} semanas de entrenamiento progresivo y guiado`,
      'Una evaluación de movimiento el primer día',
      'Pruebas de velocidad al inicio y al final',
      'Entrenamiento de mecánica de carrera y aceleración',
      'Ejercicios de agilidad, juego de pies y reacción',
      'Pliometría y técnica de aterrizaje',
      'Entrenamiento de fuerza adecuado a la edad',
      'Rutinas de movilidad y prevención de lesiones',
      'Grupos pequeños por edad y nivel',
      'Nociones básicas de nutrición y recuperación',
      'Un informe de progreso personal para los padres',
      'Un plan para casa para seguir mejorando',
    ],
  },
  callToAction: {
    title: '¿Listos para su verano más rápido?',
    body: 'Los grupos son pequeños para que cada atleta reciba atención. Inscríbase hoy para reservar un lugar.',
    endedBody:
      'Esta temporada ya terminó. Los grupos son pequeños: pregúntenos por las fechas de la próxima temporada y sea de los primeros en reservar un lugar.',
    action: 'Inscribirse al campamento',
    registration: {
      prompt: '¿Ya inscribió a su atleta en el campamento? Cuéntenos sobre él o ella:',
      action: 'Inscripción del atleta',
    },
  },
  faq: {
    title: 'Preguntas frecuentes',
    items: [
      {
        question: '¿Para qué edades es el campamento?',
        answer:
          'Para atletas de 10 a 17 años. Agrupamos a los atletas por edad y nivel, así que tanto un principiante de 10 años como un titular de preparatoria de 17 entrenan al nivel adecuado.',
      },
      {
        question: '¿A qué deportes ayuda el campamento?',
        answer:
          'A cualquier deporte donde importan la velocidad y la agilidad: fútbol americano, fútbol, básquetbol, béisbol, softbol, lacrosse, voleibol, atletismo y más. Las habilidades de movimiento que enseñamos sirven para todos.',
      },
      {
        question: '¿Cómo avanzan las cinco semanas?',
        answer:
          'La semana 1 evalúa el movimiento y establece puntos de partida. Las semanas 2 y 3 construyen la mecánica de carrera, el juego de pies y las bases de fuerza. La semana 4 agrega velocidad, potencia y ejercicios de reacción parecidos al juego. La semana 5 lo afina todo y repite las pruebas, para que los atletas se vayan con un progreso medido.',
      },
      {
        question: '¿Qué debe traer mi atleta?',
        answer:
          'Tenis deportivos, una botella de agua llena, protector solar, una gorra y ropa cómoda para entrenar. Los tacos son opcionales para atletas de campo, y un refrigerio saludable ayuda en los días de calor.',
      },
      {
        question: '¿Dónde es el campamento?',
        answer: `Al aire libre en ${business.park.address}. El botón Cómo llegar, en Detalles del campamento, abre un mapa.`,
      },
      {
        question: '¿En qué se diferencia de la práctica con el equipo?',
        answer:
          'La práctica con el equipo enseña jugadas y habilidades del deporte. El Pro Dev Camp desarrolla al atleta que hay debajo: cómo acelera, frena, cambia de dirección y se mantiene sano. En grupos pequeños, cada repetición recibe corrección.',
      },
      {
        question: '¿Qué pasa si hace mal tiempo?',
        answer:
          'El calor y el viento no nos detienen: ajustamos la intensidad y agregamos pausas para tomar agua. Si hay lluvia fuerte, tormenta eléctrica o mala calidad del aire, cambiamos de lugar o de fecha la sesión y avisamos a las familias por correo y mensaje de texto antes de que empiece.',
      },
    ],
  },
} satisfies WordsByName['camp'];
