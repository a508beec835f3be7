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
};
