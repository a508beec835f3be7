export default {
  eyebrow: 'Bisitahin kami',
  card: {
    title: 'Padalhan Kami ng Mensahe',
    text: 'Magtanong tungkol sa mga kuwarto, event o kung paano pumunta rito. Sumasagot ang aming front desk sa loob ng isang araw ng trabaho.',
  },
  form: {
    name: 'Pangalan',
    phone: 'Telepono (opsyonal)',
    subject: 'Paksa',
    selectSubject: 'Pumili ng paksa',
    message: 'Mensahe',
    messagePlaceholder: 'Ikuwento ang iyong plano, petsa o tanong...',
    sent: 'Salamat! Papunta na sa aming front desk ang iyong mensahe.',
    sending: 'Ipinapadala...',
    send: 'Ipadala ang Mensahe',
    required: 'Kailangang punan ito',
  },
  details: {
    address: 'Address',
    phone: 'Telepono',
    email: 'Email',
    hours: 'Oras ng opisina',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
  },
  page: { title: 'Makipag-ugnayan', eyebrow: 'Kontakin Kami', details: 'Mga detalye ng contact' },
  gettingHere: {
    title: 'Paano Pumunta Rito',
    intro: 'Nasa isang tahimik na cove kami sa San Juan, La Union, sa hilagang-kanlurang baybayin ng Luzon.',
    car: {
      title: 'Sakay ng kotse',
      text: 'Mga 5 hanggang 6 na oras mula Maynila via NLEX, SCTEX at TPLEX, saka pahilaga sa MacArthur Highway. Libre ang parking sa loob ng resort.',
    },
    bus: {
      title: 'Sakay ng bus',
      text: 'Dumadaan sa San Juan ang mga bus mula Maynila papuntang San Fernando, La Union. Sabihing bababa sa San Juan; may tricycle na maghahatid sa iyo hanggang sa aming gate.',
    },
    nearby: {
      title: 'Malapit dito',
      text: 'Sampung minuto pahilaga mula sa San Fernando City, ilang lakad lang sa buhangin mula sa mga surf break ng San Juan.',
    },
  },
  map: {
    title: 'Mapa ng Casa Alon Beach Resort, San Juan, La Union',
    show: 'Ipakita ang interactive na mapa',
    caption: 'San Juan, La Union · sa cove, malapit sa MacArthur Highway',
    open: 'Buksan sa OpenStreetMap',
    newTab: '(magbubukas sa bagong tab)',
  },
};
