// What the pipeline builds: editions (with their versions) and musical examples.
// Scores live in content/scores/ (MEI, hand-edited). Texts here are shown in the app.
import type { L10n } from '../../src/core/contract/api';
import type { Composer } from '../../src/core/contract/edition-format';
import { EAR_TRAINING } from './ear-training/examples';
import type { PlantedFault } from './ear-training/faults';

export interface PartSource {
  file: string; // relative to content/scores/
  title: L10n;
}

export interface EditionVersion {
  version: string;
  parts: PartSource[];
  changes?: L10n; // what changed against the previous version (appended to aboutRecording)
}

export interface EditionSource {
  articleId: string;
  title: L10n;
  subtitle?: L10n;
  composers: Composer[];
  catalogueNumber: string;
  priceCents: number;
  onSale: boolean;
  /** On sale: the price before the sale (the works list shows it struck through). */
  regularPriceCents?: number;
  offer: boolean;
  previewOnly: boolean;
  keywords: { de: string[]; en: string[] };
  aboutWork: L10n;
  versions: EditionVersion[]; // ascending
  verovio?: Record<string, unknown>;
}

const melodie = { de: 'Melodie', en: 'Tune', fr: 'Mélodie' };
const text = { de: 'Text', en: 'Words', fr: 'Paroles' };
const melodieText = { de: 'Melodie und Text', en: 'Tune and words', fr: 'Mélodie et paroles' };

export const EDITIONS: EditionSource[] = [
  {
    articleId: '10001',
    title: {
      de: 'Nun danket alle Gott',
      en: 'Now Thank We All Our God',
      fr: 'Nun danket alle Gott',
    },
    subtitle: {
      de: 'Choral für gemischten Chor',
      en: 'Chorale for mixed choir',
      fr: 'Choral pour chœur mixte',
    },
    composers: [
      { name: 'Johann Crüger', born: 1598, died: 1662, role: melodie },
      { name: 'Martin Rinkart', born: 1586, died: 1649, role: text },
    ],
    catalogueNumber: '4010100',
    priceCents: 390,
    onSale: false,
    offer: false,
    previewOnly: false,
    keywords: {
      de: ['Choral', 'Kirchenlied', 'Dank', 'Crüger', 'Rinkart', 'Fermate', 'Barock'],
      en: ['chorale', 'hymn', 'thanksgiving', 'Crüger', 'Rinkart', 'fermata', 'baroque'],
    },
    aboutWork: {
      de:
        '<p>„Nun danket alle Gott“ ist eines der bekanntesten deutschen Kirchenlieder. Den Text schrieb Martin Rinkart (1586–1649), Archidiakon im sächsischen Eilenburg, in den Jahren des Dreißigjährigen Krieges; die ersten beiden Strophen folgen dem Lobpreis aus Jesus Sirach 50,22–24, die dritte ist ein Gotteslob auf die Dreifaltigkeit.</p>' +
        '<p>Die Melodie erschien 1647 in der „Praxis pietatis melica“ des Berliner Nikolaikantors Johann Crüger (1598–1662). Nach dem Westfälischen Frieden wurde das Lied zum Danklied schlechthin. Johann Sebastian Bach verwendete es in mehreren Kantaten, Felix Mendelssohn Bartholdy in seiner Sinfonie-Kantate „Lobgesang“ (1840). Catherine Winkworths Übertragung „Now thank we all our God“ (1858) machte es auch im englischen Sprachraum heimisch.</p>' +
        '<p>Unsere Ausgabe bringt die erste Strophe in einem schlichten vierstimmigen Satz; Fermaten markieren die Zeilenenden.</p>',
      en:
        '<p>“Nun danket alle Gott” is one of the best-known German hymns. Its words were written by Martin Rinkart (1586–1649), archdeacon at Eilenburg in Saxony, during the Thirty Years’ War; the first two stanzas paraphrase the praise in Sirach 50:22–24, the third is a Trinitarian doxology.</p>' +
        '<p>The tune appeared in 1647 in “Praxis pietatis melica” by Johann Crüger (1598–1662), cantor of St Nicholas in Berlin. After the Peace of Westphalia the hymn became the German song of thanksgiving. Johann Sebastian Bach used it in several cantatas and Felix Mendelssohn Bartholdy in his symphony-cantata “Lobgesang” (1840). Catherine Winkworth’s translation “Now thank we all our God” (1858) made it a favourite in English-speaking churches.</p>' +
        '<p>This edition presents the first stanza in a simple four-part setting; fermatas mark the ends of the lines.</p>',
      fr:
        '<p>«\u00a0Nun danket alle Gott\u00a0» est l’un des cantiques allemands les plus connus. Martin Rinkart (1586–1649), archidiacre à Eilenburg en Saxe, en écrivit le texte pendant la guerre de Trente Ans\u00a0; les deux premières strophes paraphrasent la louange du Siracide 50,22–24, la troisième est une doxologie trinitaire.</p>' +
        '<p>La mélodie parut en 1647 dans la «\u00a0Praxis pietatis melica\u00a0» de Johann Crüger (1598–1662), cantor de Saint-Nicolas à Berlin. Après la paix de Westphalie, le cantique devint le chant d’action de grâce par excellence. Jean-Sébastien Bach l’utilisa dans plusieurs cantates, Felix Mendelssohn Bartholdy dans sa symphonie-cantate «\u00a0Lobgesang\u00a0» (1840). La traduction de Catherine Winkworth, «\u00a0Now thank we all our God\u00a0» (1858), le fit adopter aussi dans les pays anglophones.</p>' +
        '<p>Notre édition présente la première strophe dans une harmonisation simple à quatre voix\u00a0; des points d’orgue marquent la fin des vers.</p>',
    },
    versions: [
      {
        version: '1.0.0',
        parts: [
          {
            file: '10001-nun-danket-v1.0.0.mei',
            title: { de: 'Nun danket alle Gott', en: 'Nun danket alle Gott', fr: 'Nun danket alle Gott' },
          },
        ],
      },
      {
        version: '1.1.0',
        parts: [
          {
            file: '10001-nun-danket-v1.1.0.mei',
            title: { de: 'Nun danket alle Gott', en: 'Nun danket alle Gott', fr: 'Nun danket alle Gott' },
          },
        ],
        changes: {
          de: 'Version 1.1.0: In Takt 11 singt der Sopran nun wie bei Crüger h statt b (Auflösungszeichen ergänzt); Dynamik (mf, p, f) ergänzt.',
          en: 'Version 1.1.0: in bar 11 the soprano now sings B natural as in Crüger (missing natural sign added); dynamics (mf, p, f) added.',
          fr: 'Version 1.1.0\u00a0: à la mesure 11, le soprano chante désormais si bécarre comme chez Crüger (bécarre manquant ajouté)\u00a0; nuances (mf, p, f) ajoutées.',
        },
      },
    ],
  },
  {
    articleId: '10002',
    title: {
      de: 'Drei Volkslieder',
      en: 'Three German Folk Songs',
      fr: 'Trois chants allemands',
    },
    subtitle: { de: 'für gemischten Chor', en: 'for mixed choir', fr: 'pour chœur mixte' },
    composers: [
      { name: 'Johann Abraham Peter Schulz', born: 1747, died: 1800, role: melodie },
      { name: 'Matthias Claudius', born: 1740, died: 1815, role: text },
      { name: 'Heinrich Isaac', born: 1450, died: 1517, role: melodie },
      { name: 'Anton Wilhelm von Zuccalmaglio', born: 1803, died: 1869, role: melodieText },
    ],
    catalogueNumber: '4010200',
    priceCents: 1250,
    onSale: true,
    regularPriceCents: 1590,
    offer: false,
    previewOnly: false,
    keywords: {
      de: ['Volkslied', 'Abendlied', 'Claudius', 'Isaac', 'Renaissance', 'Romantik', 'Wiederholung'],
      en: ['folk song', 'evening song', 'Claudius', 'Isaac', 'renaissance', 'romantic', 'repeat'],
    },
    aboutWork: {
      de:
        '<p>Die drei Lieder spannen einen Bogen über gut drei Jahrhunderte deutscher Liedgeschichte.</p>' +
        '<p>„Der Mond ist aufgegangen“: Matthias Claudius (1740–1815) veröffentlichte sein „Abendlied“ im Musenalmanach für 1779. Johann Abraham Peter Schulz (1747–1800) vertonte es 1790 in seinen „Liedern im Volkston“; seine Melodie wird bis heute gesungen.</p>' +
        '<p>„Innsbruck, ich muss dich lassen“ ist ein Abschiedslied, das Heinrich Isaac (um 1450–1517) um 1500 vierstimmig setzte; Georg Forster druckte den Satz 1539. Die Weise lebt als Choralmelodie weiter, etwa zu Paul Gerhardts „Nun ruhen alle Wälder“. Wir bringen eine vereinfachte homophone Fassung.</p>' +
        '<p>„Kein schöner Land“ erschien 1840 in der Sammlung „Deutsche Volkslieder mit ihren Original-Weisen“ als Lied vom Niederrhein; heute gilt Anton Wilhelm von Zuccalmaglio (1803–1869) selbst als Verfasser von Text und Weise.</p>',
      en:
        '<p>These three songs span more than three centuries of German song.</p>' +
        '<p>“Der Mond ist aufgegangen”: Matthias Claudius (1740–1815) published his “Evening Song” in the Musenalmanach for 1779. Johann Abraham Peter Schulz (1747–1800) set it in 1790 in his “Lieder im Volkston”; his tune is still sung today.</p>' +
        '<p>“Innsbruck, ich muss dich lassen” is a song of farewell that Heinrich Isaac (c. 1450–1517) set for four voices around 1500; Georg Forster printed the setting in 1539. The melody lives on as a chorale tune, for example for Paul Gerhardt’s “Nun ruhen alle Wälder”. We present a simplified homophonic version.</p>' +
        '<p>“Kein schöner Land” appeared in 1840 in the collection “Deutsche Volkslieder mit ihren Original-Weisen” as a song from the Lower Rhine; today Anton Wilhelm von Zuccalmaglio (1803–1869) himself is regarded as the author of words and tune.</p>',
      fr:
        '<p>Ces trois chansons couvrent plus de trois siècles d’histoire du lied allemand.</p>' +
        '<p>«\u00a0Der Mond ist aufgegangen\u00a0»\u00a0: Matthias Claudius (1740–1815) publia sa «\u00a0Chanson du soir\u00a0» dans le Musenalmanach de 1779. Johann Abraham Peter Schulz (1747–1800) la mit en musique en 1790 dans ses «\u00a0Lieder im Volkston\u00a0»\u00a0; sa mélodie est chantée aujourd’hui encore.</p>' +
        '<p>«\u00a0Innsbruck, ich muss dich lassen\u00a0» est une chanson d’adieu que Heinrich Isaac (vers 1450–1517) harmonisa à quatre voix vers 1500\u00a0; Georg Forster l’imprima en 1539. L’air survit comme mélodie de choral, par exemple pour «\u00a0Nun ruhen alle Wälder\u00a0» de Paul Gerhardt. Nous en donnons une version homophone simplifiée.</p>' +
        '<p>«\u00a0Kein schöner Land\u00a0» parut en 1840 dans le recueil «\u00a0Deutsche Volkslieder mit ihren Original-Weisen\u00a0» comme chanson du Bas-Rhin\u00a0; on tient aujourd’hui Anton Wilhelm von Zuccalmaglio (1803–1869) lui-même pour l’auteur du texte et de la mélodie.</p>',
    },
    versions: [
      {
        version: '1.0.0',
        parts: [
          {
            file: '10002-1-der-mond-ist-aufgegangen.mei',
            title: {
              de: 'Der Mond ist aufgegangen',
              en: 'Der Mond ist aufgegangen (The moon has risen)',
              fr: 'Der Mond ist aufgegangen (La lune s’est levée)',
            },
          },
          {
            file: '10002-2-innsbruck.mei',
            title: {
              de: 'Innsbruck, ich muss dich lassen',
              en: 'Innsbruck, ich muss dich lassen (Innsbruck, I must leave you)',
              fr: 'Innsbruck, ich muss dich lassen (Innsbruck, je dois te quitter)',
            },
          },
          {
            file: '10002-3-kein-schoener-land.mei',
            title: {
              de: 'Kein schöner Land',
              en: 'Kein schöner Land (No fairer land)',
              fr: 'Kein schöner Land (Nul plus beau pays)',
            },
          },
        ],
      },
    ],
  },
  {
    articleId: '10003',
    title: { de: 'Die Lorelei', en: 'The Lorelei', fr: 'La Lorelei' },
    subtitle: {
      de: 'Ich weiß nicht, was soll es bedeuten',
      en: 'Ich weiß nicht, was soll es bedeuten',
      fr: 'Ich weiß nicht, was soll es bedeuten',
    },
    composers: [
      { name: 'Friedrich Silcher', born: 1789, died: 1860, role: melodie },
      { name: 'Heinrich Heine', born: 1797, died: 1856, role: text },
    ],
    catalogueNumber: '4010300',
    priceCents: 890,
    onSale: false,
    offer: true,
    previewOnly: false,
    keywords: {
      de: ['Volkslied', 'Romantik', 'Heine', 'Silcher', 'Rhein', 'Wiederholung', 'Volta', 'Sechsachteltakt'],
      en: ['folk song', 'romantic', 'Heine', 'Silcher', 'Rhine', 'repeat', 'volta', 'six-eight'],
    },
    aboutWork: {
      de:
        '<p>Heinrich Heine (1797–1856) schrieb das Gedicht 1824; es steht in seinem „Buch der Lieder“ (1827) im Zyklus „Die Heimkehr“. Heine griff die Gestalt der Lore Lay auf, die Clemens Brentano 1801 in einer Ballade erfunden hatte: eine Frau, die auf dem Felsen über dem Rhein bei St. Goarshausen ihr goldenes Haar kämmt und mit ihrem Gesang die Schiffer ins Verderben lockt.</p>' +
        '<p>Friedrich Silcher (1789–1860), Universitätsmusikdirektor in Tübingen und Sammler von Volksliedern, vertonte den Text 1837. Seine schlichte Weise im wiegenden Sechsachteltakt verbreitete sich so schnell, dass das Lied bald als Volkslied galt.</p>' +
        '<p>In unserer Ausgabe werden zwei Strophen über Wiederholungszeichen gesungen; die erste und die zweite Klammer führen zurück zum Anfang bzw. zum Schluss.</p>',
      en:
        '<p>Heinrich Heine (1797–1856) wrote the poem in 1824; it is part of the cycle “Die Heimkehr” in his “Buch der Lieder” (1827). Heine took up the figure of Lore Lay, invented by Clemens Brentano in a ballad of 1801: a woman who combs her golden hair on the rock above the Rhine near St. Goarshausen and lures boatmen to their doom with her song.</p>' +
        '<p>Friedrich Silcher (1789–1860), director of music at the University of Tübingen and a collector of folk songs, set the text in 1837. His simple tune in a rocking six-eight spread so quickly that the song was soon taken for a folk song.</p>' +
        '<p>In this edition two stanzas are sung using repeat signs; the first and second endings lead back to the beginning and to the close.</p>',
      fr:
        '<p>Heinrich Heine (1797–1856) écrivit le poème en 1824\u00a0; il figure dans le cycle «\u00a0Die Heimkehr\u00a0» de son «\u00a0Buch der Lieder\u00a0» (1827). Heine reprit la figure de Lore Lay, inventée par Clemens Brentano dans une ballade de 1801\u00a0: une femme qui peigne ses cheveux d’or sur le rocher dominant le Rhin près de Sankt Goarshausen et, par son chant, entraîne les bateliers à leur perte.</p>' +
        '<p>Friedrich Silcher (1789–1860), directeur de la musique à l’université de Tübingen et collecteur de chansons populaires, mit le texte en musique en 1837. Sa mélodie simple, bercée par une mesure à six-huit, se répandit si vite que le lied passa bientôt pour une chanson populaire.</p>' +
        '<p>Dans notre édition, deux strophes sont chantées grâce aux signes de reprise\u00a0; la première et la seconde fois ramènent respectivement au début et à la conclusion.</p>',
    },
    versions: [
      {
        version: '1.0.0',
        parts: [{ file: '10003-lorelei.mei', title: { de: 'Die Lorelei', en: 'The Lorelei' } }],
      },
    ],
  },
  {
    articleId: '10004',
    title: { de: 'Stille Nacht, heilige Nacht', en: 'Silent Night', fr: 'Douce nuit, sainte nuit' },
    subtitle: {
      de: 'Weihnachtslied für gemischten Chor',
      en: 'Christmas carol for mixed choir',
      fr: 'Chant de Noël pour chœur mixte',
    },
    composers: [
      { name: 'Franz Xaver Gruber', born: 1787, died: 1863, role: melodie },
      { name: 'Joseph Mohr', born: 1792, died: 1848, role: text },
    ],
    catalogueNumber: '4010400',
    priceCents: 590,
    onSale: false,
    offer: false,
    previewOnly: true,
    keywords: {
      de: ['Weihnachten', 'Weihnachtslied', 'Gruber', 'Mohr', 'Oberndorf', 'Sechsachteltakt'],
      en: ['Christmas', 'carol', 'Gruber', 'Mohr', 'Oberndorf', 'six-eight'],
    },
    aboutWork: {
      de:
        '<p>„Stille Nacht, heilige Nacht“ erklang zum ersten Mal am Heiligen Abend 1818 in der Kirche St. Nikolaus in Oberndorf bei Salzburg. Den Text hatte der Hilfspriester Joseph Mohr (1792–1848) bereits 1816 in Mariapfarr geschrieben; der Lehrer und Organist Franz Xaver Gruber (1787–1863) komponierte die Melodie für zwei Solostimmen, Chor und Gitarre.</p>' +
        '<p>Tiroler Sängerfamilien trugen das Lied in den folgenden Jahrzehnten durch Europa und nach Amerika; heute wird es in mehreren hundert Sprachen gesungen. 2011 wurde es in das österreichische Verzeichnis des immateriellen Kulturerbes der UNESCO aufgenommen.</p>' +
        '<p>Diese Ausgabe mit der ersten Strophe in einem vierstimmigen Satz ist als Vorschau verfügbar.</p>',
      en:
        '<p>“Stille Nacht, heilige Nacht” was first heard on Christmas Eve 1818 in the church of St Nicholas at Oberndorf near Salzburg. The assistant priest Joseph Mohr (1792–1848) had written the words in 1816 at Mariapfarr; the schoolteacher and organist Franz Xaver Gruber (1787–1863) composed the tune for two solo voices, choir and guitar.</p>' +
        '<p>Tyrolean family singers carried the carol across Europe and to America in the following decades; today it is sung in several hundred languages. In 2011 it was added to Austria’s UNESCO list of intangible cultural heritage.</p>' +
        '<p>This edition, with the first stanza in a four-part setting, is available as a preview.</p>',
      fr:
        '<p>«\u00a0Stille Nacht, heilige Nacht\u00a0» (Douce nuit, sainte nuit) retentit pour la première fois la veille de Noël 1818 dans l’église Saint-Nicolas d’Oberndorf, près de Salzbourg. Le vicaire Joseph Mohr (1792–1848) en avait écrit le texte dès 1816 à Mariapfarr\u00a0; l’instituteur et organiste Franz Xaver Gruber (1787–1863) composa la mélodie pour deux voix solistes, chœur et guitare.</p>' +
        '<p>Au cours des décennies suivantes, des familles de chanteurs tyroliens portèrent le chant à travers l’Europe et jusqu’en Amérique\u00a0; il est chanté aujourd’hui dans plusieurs centaines de langues. En 2011, il a été inscrit au répertoire autrichien du patrimoine culturel immatériel de l’UNESCO.</p>' +
        '<p>Cette édition, avec la première strophe dans une harmonisation à quatre voix, est disponible en aperçu.</p>',
    },
    versions: [
      {
        version: '1.0.0',
        parts: [
          {
            file: '10004-stille-nacht.mei',
            title: { de: 'Stille Nacht, heilige Nacht', en: 'Silent Night', fr: 'Douce nuit, sainte nuit' },
          },
        ],
      },
    ],
    verovio: { unit: 10, spacingStaff: 6 }, // one page
  },
];

export interface ExampleSource {
  id: string;
  file: string; // relative to content/scores/
  title: L10n;
  description: L10n;
  /** An ear-training example: the score as written, the recording with this fault planted. */
  fault?: PlantedFault;
}

export const EXAMPLES: ExampleSource[] = [
  {
    id: 'ex-legato-4-4',
    file: 'examples/ex-legato-4-4.mei',
    title: { de: 'Legato-Phrase im Viervierteltakt', en: 'Legato phrase in 4/4', fr: 'Phrase legato à 4/4' },
    description: {
      de: 'Vier Takte SATB in mf mit ruhigen Viertel- und Halben Noten; Atemzeichen am Ende von Takt 2.',
      en: 'Four bars of SATB at mf in smooth quarter and half notes; breath mark at the end of bar 2.',
      fr: 'Quatre mesures SATB, mf, en noires et blanches bien liées\u00a0; signe de respiration à la fin de la mesure 2.',
    },
  },
  {
    id: 'ex-upbeat-3-4',
    file: 'examples/ex-upbeat-3-4.mei',
    title: { de: 'Auftakt im Dreivierteltakt', en: 'Upbeat in 3/4', fr: 'Levée à 3/4' },
    description: {
      de: 'Achttaktiges SATB-Stück im Dreivierteltakt, das auf der dritten Zählzeit mit einem Auftakt beginnt.',
      en: 'An eight-bar SATB piece in 3/4 that starts with an upbeat on beat 3.',
      fr: 'Pièce SATB de huit mesures à 3/4 qui commence par une levée sur le troisième temps.',
    },
  },
  {
    id: 'ex-ritardando-3-4',
    file: 'examples/ex-ritardando-3-4.mei',
    title: { de: 'Ritardando im Dreivierteltakt', en: 'Ritardando in 3/4', fr: 'Ritardando à 3/4' },
    description: {
      de: 'Das achttaktige Stück mit Auftakt, Takte 1–6 im Tempo, ab Takt 7 ritardando bis zum Schlussklang.',
      en: 'The eight-bar piece with an upbeat, bars 1–6 in tempo, then a ritardando from bar 7 to the final chord.',
      fr: 'La pièce de huit mesures avec levée\u00a0: mesures 1 à 6 a tempo, puis ritardando de la mesure 7 jusqu’à l’accord final.',
    },
  },
  {
    id: 'ex-staggered-entries',
    file: 'examples/ex-staggered-entries.mei',
    title: { de: 'Gestaffelte Einsätze', en: 'Staggered entries', fr: 'Entrées échelonnées' },
    description: {
      de: 'Der Bass beginnt in Takt 1, der Tenor folgt in Takt 2, der Alt in Takt 3 und der Sopran in Takt 4 (4/4).',
      en: 'The bass enters in bar 1, the tenor in bar 2, the alto in bar 3 and the soprano in bar 4 (4/4).',
      fr: 'La basse entre à la mesure 1, le ténor à la mesure 2, l’alto à la mesure 3 et le soprano à la mesure 4 (4/4).',
    },
  },
  {
    id: 'ex-fermata-cutoff',
    file: 'examples/ex-fermata-cutoff.mei',
    title: { de: 'Fermate und Abschlag', en: 'Fermata and cut-off', fr: 'Point d’orgue et coupure' },
    description: {
      de: 'Sechs Takte im Viervierteltakt: Fermate auf dem letzten Akkord von Takt 4, danach beginnt eine neue Phrase.',
      en: 'Six bars in 4/4: a fermata on the last chord of bar 4, then a new phrase begins.',
      fr: 'Six mesures à 4/4\u00a0: point d’orgue sur le dernier accord de la mesure 4, puis une nouvelle phrase commence.',
    },
  },
  {
    id: 'ex-crescendo',
    file: 'examples/ex-crescendo.mei',
    title: { de: 'Crescendo und Decrescendo', en: 'Crescendo and diminuendo', fr: 'Crescendo et diminuendo' },
    description: {
      de: 'Acht Takte im Viervierteltakt: vom p über vier Takte crescendo zum f, dann decrescendo zurück zum p.',
      en: 'Eight bars in 4/4: from p a four-bar crescendo to f, then a diminuendo back to p.',
      fr: 'Huit mesures à 4/4\u00a0: crescendo de p à f sur quatre mesures, puis diminuendo pour revenir à p.',
    },
  },
  {
    id: 'ex-6-8-lilt',
    file: 'examples/ex-6-8-lilt.mei',
    title: { de: 'Wiegender Sechsachteltakt', en: 'Lilting six-eight', fr: '6/8 balancé' },
    description: {
      de: 'Acht Takte im Sechsachteltakt mit wiegendem Lang-kurz-Rhythmus in zwei Schlägen pro Takt.',
      en: 'Eight bars in 6/8 with a lilting long-short rhythm, two beats to the bar.',
      fr: 'Huit mesures à 6/8 au rythme balancé long-court, à deux temps par mesure.',
    },
  },
  {
    id: 'ex-5-4',
    file: 'examples/ex-5-4.mei',
    title: { de: 'Fünfvierteltakt (3+2)', en: 'Five-four (3+2)', fr: 'Mesure à 5/4 (3+2)' },
    description: {
      de: 'Vier Takte im Fünfvierteltakt, gruppiert als 3+2: punktierte Halbe plus Halbe in den Unterstimmen.',
      en: 'Four bars in 5/4 grouped 3+2: dotted half plus half note in the lower voices.',
      fr: 'Quatre mesures à 5/4 groupées en 3+2\u00a0: blanche pointée puis blanche dans les voix graves.',
    },
  },
  {
    id: 'ex-independence',
    file: 'examples/ex-independence.mei',
    title: { de: 'Unabhängige Stimmen', en: 'Independent voices', fr: 'Voix indépendantes' },
    description: {
      de: 'Alt, Tenor und Bass halten einen langen Akkord (übergebundene Ganze), während der Sopran sich in Vierteln bewegt.',
      en: 'Alto, tenor and bass hold a long chord (tied whole notes) while the soprano moves in quarter notes.',
      fr: 'L’alto, le ténor et la basse tiennent un long accord (rondes liées) pendant que le soprano avance en noires.',
    },
  },
  {
    id: 'ex-english-hymn',
    file: 'examples/ex-english-hymn.mei',
    title: {
      de: 'All people that on earth do dwell (Old Hundredth)',
      en: 'All people that on earth do dwell (Old Hundredth)',
      fr: 'All people that on earth do dwell (Old Hundredth)',
    },
    description: {
      de: 'Erste Strophe im vierstimmigen Satz; Melodie Louis Bourgeois 1551, Text William Kethe 1561.',
      en: 'First verse in a four-part setting; tune Louis Bourgeois 1551, words William Kethe 1561.',
      fr: 'Première strophe dans une harmonisation à quatre voix\u00a0; mélodie de Louis Bourgeois (1551), paroles de William Kethe (1561).',
    },
  },
  ...EAR_TRAINING,
];
