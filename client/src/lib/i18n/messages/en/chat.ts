// The chat assistant's window (spec section 8); its replies come from the server in the page's language.
export default {
  open: 'Open chat assistant',
  close: 'Close chat assistant',
  title: 'Casa Alon Assistant',
  subtitle: 'Rooms, amenities and bookings, answered instantly',
  closeChat: 'Close chat',
  inputLabel: 'Message the assistant',
  typingPlaceholder: 'The assistant is typing…',
  placeholder: 'Type your message…',
  send: 'Send message',
  hint: 'Enter to send, Shift+Enter for a new line',
  typing: 'Typing…',
  typingLabel: 'The assistant is typing',
  conversation: 'Conversation',
  you: 'You: ',
  assistant: 'Assistant: ',
  reservationFound: 'Reservation Found!',
  bannerRoom: 'Room',
  bannerDates: 'Dates',
  bannerTo: 'to',
  bannerStatus: 'Status',
  welcome:
    "Hi there! I'm the Casa Alon assistant. Ask me about room availability, our amenities, or the status of your reservation.",
  failure:
    "I'm sorry, I can't answer right now. Please contact the resort by email at {{email}} or by phone at {{phone}}.",
  suggestions: {
    availability: 'Room availability',
    amenities: 'Amenities',
    reservation: 'Check my reservation',
  },
};
