export default {
  open: 'Buksan ang chat assistant',
  close: 'Isara ang chat assistant',
  title: 'Casa Alon Assistant',
  subtitle: 'Mga kuwarto, pasilidad at booking, sinasagot agad',
  closeChat: 'Isara ang chat',
  inputLabel: 'Magmensahe sa assistant',
  typingPlaceholder: 'Nagta-type ang assistant…',
  placeholder: 'I-type ang iyong mensahe…',
  send: 'Ipadala ang mensahe',
  hint: 'Enter para ipadala, Shift+Enter para sa bagong linya',
  typing: 'Nagta-type…',
  typingLabel: 'Nagta-type ang assistant',
  conversation: 'Usapan',
  you: 'Ikaw: ',
  welcome:
    'Kumusta! Ako ang assistant ng Casa Alon. Magtanong tungkol sa mga bakanteng kuwarto, aming mga pasilidad, o status ng iyong reservation.',
  failure:
    'Paumanhin, hindi ako makasagot ngayon. Makipag-ugnayan sa resort sa email na {{email}} o sa telepono na {{phone}}.',
  suggestions: {
    availability: 'Bakanteng kuwarto',
    amenities: 'Mga pasilidad',
    reservation: 'Tingnan ang aking reservation',
  },
};
