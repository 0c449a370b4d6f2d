/** This feature's English texts (namespace 'selfCheckOut'). */
export const en = {
  selfCheckOut: {
    title: 'Check out',
    departure: 'Departure today at {{time}}',
    body: 'Leaving? Check out here: we lock the door, turn the heating down and get your suite ready for the next guests.',
    action: 'Check out',
    sheetTitle: 'Before you go',
    checklistIntro: 'Please tick every item.',
    afterwards: 'After checking out, the door locks. For {{count}} minutes it still opens for anything you forgot.',
    confirm: 'Confirm check-out',
    checkedOut: 'You checked out at {{time}}',
    forgotten: 'Forgot something? The door opens until {{time}}.',
    forgottenEnded: 'Forgot something? Send us a message in the chat.',
    suiteLateTitle: 'Your suite is being prepared',
    suiteLateAt: 'It will be ready at about {{time}}. We will let you in as soon as it is.',
    suiteLate: 'It will be ready soon. We will let you in as soon as it is.',
  },
};
