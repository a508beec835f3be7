export default {
  title: 'Accessibility',
  eyebrow: 'Accessibility',
  heading: 'Pahayag sa accessibility',
  intro:
    'Dapat makahanap, makapag-book at makipag-ugnayan sa amin ang lahat, anuman ang gamit nilang device o assistive technology. Sinasabi ng pahinang ito kung ano ang layunin namin, paano namin ito sinusuri, saan pa kami nagkukulang, at paano kami masasabihan tungkol sa isang problema.',
  target: {
    title: 'Ang aming layunin',
    text: 'Layunin naming matugunan ng bawat pahina ng site na ito ang Web Content Accessibility Guidelines (WCAG) 2.2 sa antas AA, sa Ingles at sa Filipino.',
    points: {
      structure:
        'May iisang pangunahing heading ang bawat pahina, mga landmark para sa navigation, sa pahina at sa footer, at isang link na diretsong lumalaktaw sa nilalaman.',
      keyboard:
        'Gawa sa tunay na mga button, link at form field ang mga menu, dialog, form at photo gallery, na may nakikitang focus outline.',
      motion: 'Humihinto ang mga animation kapag humiling ang iyong device ng mas kaunting galaw.',
      language:
        'Sinasabi ng bawat pahina ang wika nito, kaya binabasa ng mga screen reader ang mga pahinang Filipino bilang Filipino.',
    },
  },
  testing: {
    title: 'Paano namin sinusuri',
    points: {
      axe: 'Bago maging live ang bawat pagbabago, binubuksan sa isang tunay na browser ang bawat pampublikong pahina sa lapad ng desktop (1280 px) at ng telepono (390 px), sa Ingles at sa Filipino, at sinusuri gamit ang axe-core ayon sa mga panuntunan ng WCAG 2.2 A at AA. Pinipigilan ng isang seryoso o kritikal na problema ang paglabas nito.',
      journeys:
        'Sinusuri rin gamit ang axe-core ang mga pahina ng mga naka-sign in na bisita, ng front desk at ng admin sa aming mga journey ng pag-book at pamamahala.',
      layout:
        'Tinitiyak din ng mga pagsusuring iyon na may iisang pangunahing bahagi at iisang pangunahing heading ang bawat pahina, at walang mas malapad kaysa sa screen.',
      keyboard:
        'Gumagamit ng keyboard ang mga awtomatikong test sa ilang bahagi ng site: nagsasara ang mga dialog sa Escape, at gumagana nang walang mouse ang mga photo gallery at ang pagpili ng wika.',
    },
  },
  limits: {
    title: 'Mga alam na limitasyon',
    intro: 'Ito ang mga hadlang na alam namin. Inaayos namin ang mga ito.',
    points: {
      map: 'Galing sa OpenStreetMap ang mapa sa pahina ng contact, na hindi namin kontrolado; maaaring mahirap itong gamitin sa keyboard o screen reader. Nakasulat sa tabi nito ang address at ang direksiyon, kasama ang mga link na nagbubukas ng mapa sa sarili mong maps app.',
      charts:
        'Iginuguhit bilang larawan ang mga chart ng kita sa mga screen ng staff at admin. Mabubuksan din bilang teksto ang mga numero ng bawat buwan mula sa mga button sa ilalim ng chart.',
      staff: 'Sa Ingles lamang ang mga screen ng front desk at admin.',
      manual:
        'Bahagi lamang ng mga problema ang nakikita ng mga awtomatikong pagsusuri. Hindi pa namin nasusubukan ang bawat journey gamit lamang ang keyboard, o gamit ang mga screen reader gaya ng NVDA, VoiceOver at TalkBack.',
    },
  },
  report: {
    title: 'Mag-ulat ng hadlang',
    text: 'Kung may humahadlang sa iyo sa site na ito, pakisabi sa amin kung aling pahina, ano ang sinusubukan mong gawin, at anong device o assistive technology ang gamit mo. Sasagot kami, at matatanggap namin ang iyong booking sa telepono o email habang inaayos ito.',
    email: 'Email',
    phone: 'Telepono',
    contact: 'O padalhan kami ng mensahe mula sa pahina ng contact',
  },
};
