import type { Messages } from '@iper/i18n';

/**
 * English texts of the loyalty remote, for pages under /en. Italian is the default and lives in
 * the code as each defaultMessage (SPEC §8 texts word for word); a test checks this catalog
 * against the ids the code uses.
 */
export const messages: Messages = {
  'loyalty.advantageCardPage.barcode.label': 'Barcode of card number {number}',
  'loyalty.advantageCardPage.benefits.coupons.text':
    'Save up to 10 coupons on the card and the discount applies by itself at the checkout.',
  'loyalty.advantageCardPage.benefits.coupons.title': 'Digital coupons',
  'loyalty.advantageCardPage.benefits.couponsLink': 'Go to the coupons',
  'loyalty.advantageCardPage.benefits.points.text':
    'One point for every euro spent: at {target} points the free upgrade to Carta Vantaggi Più is unlocked.',
  'loyalty.advantageCardPage.benefits.points.title': 'Points on every shop',
  'loyalty.advantageCardPage.benefits.prices.text':
    'Every week hundreds of products discounted only for card holders.',
  'loyalty.advantageCardPage.benefits.prices.title': 'Reserved prices',
  'loyalty.advantageCardPage.benefits.title': 'What it gives you',
  'loyalty.advantageCardPage.benefits.vault.text':
    'Part of what you spend on participating products comes back to the card as a bonus, to use on a later shop.',
  'loyalty.advantageCardPage.benefits.vault.title': 'Piggy-bank bonus',
  'loyalty.advantageCardPage.cards.base.text':
    'Free for everyone, digital or physical: reserved prices, coupons and points.',
  'loyalty.advantageCardPage.cards.base.title': 'Carta Vantaggi',
  'loyalty.advantageCardPage.cards.noi.text':
    'The card of Iper staff and their families, with all the advantages of the Carta Vantaggi.',
  'loyalty.advantageCardPage.cards.noi.title': 'Carta NOI',
  'loyalty.advantageCardPage.cards.piu.text':
    'For those who shop at Iper more often: the piggy-bank bonus accrues on all participating products and tailored offers arrive. Unlocked with €{target} of shopping.',
  'loyalty.advantageCardPage.cards.piu.title': 'Carta Vantaggi Più',
  'loyalty.advantageCardPage.cards.title': 'The cards',
  'loyalty.advantageCardPage.lead':
    'Iper’s free loyalty card: reserved discounts, coupons, points on every shop and the piggy-bank bonus to use whenever you like.',
  'loyalty.advantageCardPage.noCard.action': 'Request the digital card',
  'loyalty.advantageCardPage.noCard.text':
    'Request the digital card for free: you find it here at once and show it at the checkout from your phone.',
  'loyalty.advantageCardPage.noCard.title': 'Don’t have the Carta Vantaggi yet?',
  'loyalty.advantageCardPage.oldCards.action': 'Register your card',
  'loyalty.advantageCardPage.oldCards.text':
    'The old coloured Più cards remain valid. Register yours on the site with the number and the holder’s last name: your points stay yours, and when you can move to Più you get the new digital card with one click.',
  'loyalty.advantageCardPage.oldCards.title': 'Still have an old card?',
  'loyalty.advantageCardPage.own.blocked': 'Blocked: please ask at the customer desk of your Iper',
  'loyalty.advantageCardPage.own.number': 'Card number',
  'loyalty.advantageCardPage.own.points': '{current} points collected',
  'loyalty.advantageCardPage.own.progress': '{current} of {target} points to unlock Più',
  'loyalty.advantageCardPage.own.status': 'Status',
  'loyalty.advantageCardPage.own.title': 'Your card',
  'loyalty.advantageCardPage.own.type': 'Card type',
  'loyalty.advantageCardPage.own.vault': 'Piggy-bank bonus',
  'loyalty.advantageCardPage.title': 'Carta Vantaggi',
  'loyalty.advantageCardPage.upgrade.action': 'Move to Più',
  'loyalty.advantageCardPage.upgrade.benefits':
    'With Più the piggy-bank bonus accrues on all participating products and you get reserved offers every week. The upgrade is free.',
  'loyalty.advantageCardPage.upgrade.errors.general.text':
    'The upgrade to Carta Vantaggi Più could not be completed',
  'loyalty.advantageCardPage.upgrade.errors.general.title': 'The operation was not successful',
  'loyalty.advantageCardPage.upgrade.messages.cases.2':
    'The upgrade to Carta Vantaggi Più is complete. Your new digital card number is {cardNumber}: show it at the checkout from the Carta Vantaggi page.',
  'loyalty.advantageCardPage.upgrade.messages.cases.5':
    'Your card {cardNumber} is now a Carta Vantaggi Più: from today the piggy-bank bonus accrues on all participating products.',
  'loyalty.advantageCardPage.upgrade.messages.cases.6':
    'The upgrade to Carta Vantaggi Più is complete. Your old card is replaced by the new digital card number {cardNumber}.',
  'loyalty.advantageCardPage.upgrade.messages.title': 'Welcome to Carta Vantaggi Più',
  'loyalty.advantageCardPage.upgrade.pending':
    'You have reached the required spend: the upgrade to Più will be available from your card’s next update.',
  'loyalty.advantageCardPage.upgrade.remaining':
    'You need to spend {amount} more to unlock the upgrade to Più.',
  'loyalty.advantageCardPage.upgrade.title': 'Move to Carta Vantaggi Più',
  'loyalty.advantageCardPage.visitor.text':
    'Log in to see your card, the barcode to show at the checkout, your points and the piggy-bank bonus. No account? Register and request the free digital card.',
  'loyalty.advantageCardPage.visitor.title': 'Already have the Carta Vantaggi?',
  'loyalty.advantageCardPage.wallet.apple': 'Add to Apple Wallet',
  'loyalty.advantageCardPage.wallet.google': 'Save to Google Wallet',
  'loyalty.advantageCardPage.wallet.hint':
    "Keep the card in your phone's wallet: at the checkout it opens even without a signal.",
  'loyalty.coupons.card.chosen': 'Chosen for you',
  'loyalty.coupons.card.expires': 'Valid until {date}',
  'loyalty.coupons.card.expiringSoon':
    '{days, select, 0 {Expires today} 1 {Expires tomorrow} other {Expires in {days} days}}',
  'loyalty.coupons.card.save': 'Save',
  'loyalty.coupons.card.saveHidden': ' the coupon {title}',
  'loyalty.coupons.card.someStores': 'Valid only in some stores',
  'loyalty.coupons.card.unsave': 'Saved, remove',
  'loyalty.coupons.card.unsaveHidden': ' the coupon {title}',
  'loyalty.coupons.clear.action': 'Delete all',
  'loyalty.coupons.clear.cancel': 'Cancel',
  'loyalty.coupons.clear.confirm': 'Yes, delete all',
  'loyalty.coupons.clear.text':
    'The {count} saved coupons will be removed from your Carta Vantaggi. You can save them again while they are valid.',
  'loyalty.coupons.clear.title': 'Delete all saved coupons?',
  'loyalty.coupons.counter': 'Saved coupons: {count} of {max}',
  'loyalty.coupons.empty.chosen': 'No coupons chosen for you right now',
  'loyalty.coupons.empty.chosenText':
    'We choose them based on your purchases with the Carta Vantaggi.',
  'loyalty.coupons.empty.mine': 'You have no saved coupons',
  'loyalty.coupons.empty.mineText': 'Save the coupons you like from the All tab.',
  'loyalty.coupons.empty.store': 'No coupons in the selected store',
  'loyalty.coupons.empty.storeText': 'Come back soon: new coupons arrive every week.',
  'loyalty.coupons.error.title': 'We cannot load the coupons',
  'loyalty.coupons.lead':
    'Choose the coupons you like and save them on your Carta Vantaggi: up to 10 at a time. The discount applies by itself at the checkout when you show the card.',
  'loyalty.coupons.store.all': 'Coupons of all stores',
  'loyalty.coupons.store.choose': 'Choose your store',
  'loyalty.coupons.store.favouriteHint': 'It is your favourite store.',
  'loyalty.coupons.store.locator': 'Stores',
  'loyalty.coupons.store.noneHint':
    'You have not chosen a store yet: you see the coupons of all of them. {link} to see those valid in yours.',
  'loyalty.coupons.store.one': 'Coupons valid at {store}',
  'loyalty.coupons.store.selectedHint':
    'It is the store you chose: you can change it from the site header or from {link}.',
  'loyalty.coupons.store.yours': 'your store',
  'loyalty.coupons.tabs.all': 'All ({count})',
  'loyalty.coupons.tabs.chosen': 'Chosen for you ({count})',
  'loyalty.coupons.tabs.label': 'Coupons',
  'loyalty.coupons.tabs.mine': 'My coupons ({count})',
  'loyalty.coupons.title': 'Carta Vantaggi coupons',
  'loyalty.coupons.visitor.text':
    'Coupons are reserved for Carta Vantaggi customers: log in to your account to see and save them, or register and request the free digital card.',
  'loyalty.coupons.visitor.title': 'Log in to see the coupons',
  'loyalty.giftCard.balance.card': 'Gift Card {number}',
  'loyalty.giftCard.balance.due': 'Expiry date',
  'loyalty.giftCard.balance.expired':
    'This Gift Card has expired: the remaining amount can no longer be spent.',
  'loyalty.giftCard.balance.hint':
    'On the back of the card, under the barcode: (21) followed by 19 digits on new cards, 12 digits on old cards.',
  'loyalty.giftCard.balance.initial': 'Initial amount',
  'loyalty.giftCard.balance.number': 'Gift Card number',
  'loyalty.giftCard.balance.residual': 'Remaining amount',
  'loyalty.giftCard.balance.submit': 'Check the balance',
  'loyalty.giftCard.balance.title': 'Check the balance',
  'loyalty.giftCard.buy': 'It is sold at the checkouts of every store and is active at once.',
  'loyalty.giftCard.denominations': 'Available amounts',
  'loyalty.giftCard.howItWorks': 'How it works',
  'loyalty.giftCard.lead':
    'The right gift for every occasion: whoever receives it chooses among thousands of products in all Iper hypermarkets.',
  'loyalty.giftCard.notRechargeable':
    'It cannot be topped up and can be used over several shops until the amount runs out.',
  'loyalty.giftCard.title': 'Iper Gift Card',
  'loyalty.giftCard.validity': 'It is valid for {months} months from the date of purchase.',
  'loyalty.giftCard.whereToUse':
    'It can be spent in all Iper hypermarkets and supermarkets, also together with other payment methods.',
  'loyalty.login.action': 'Log in',
  'loyalty.login.register': 'Register',
  'loyalty.requestCard.created.action': 'Go to your card',
  'loyalty.requestCard.created.text':
    'Your digital card number is {number}. Show it at the checkout from the Carta Vantaggi page.',
  'loyalty.requestCard.created.title': 'Your Carta Vantaggi is ready',
  'loyalty.requestCard.form.address': 'Address',
  'loyalty.requestCard.form.email': 'Email',
  'loyalty.requestCard.form.name': 'Holder',
  'loyalty.requestCard.form.phone': 'Phone',
  'loyalty.requestCard.form.privacy': 'I have read the privacy notice and the Carta Vantaggi rules',
  'loyalty.requestCard.form.store': 'Favourite store',
  'loyalty.requestCard.form.storeChoice': 'Your store',
  'loyalty.requestCard.form.storePlaceholder': 'Choose a store',
  'loyalty.requestCard.form.submit': 'Request the digital card',
  'loyalty.requestCard.form.title': 'With your profile details',
  'loyalty.requestCard.hasCard.action': 'Go to your card',
  'loyalty.requestCard.hasCard.title': 'You already have the Carta Vantaggi',
  'loyalty.requestCard.lead':
    'It is free and you get it at once: you find it on the Carta Vantaggi page, with the barcode to show at the checkout from your phone.',
  'loyalty.requestCard.missing.action': 'Complete your personal data',
  'loyalty.requestCard.missing.text': 'The card also needs: {fields}.',
  'loyalty.requestCard.missing.title': 'Some details are missing',
  'loyalty.requestCard.title': 'Request the digital Carta Vantaggi',
  'loyalty.requestCard.visitor.text':
    'The digital card is tied to your Iper account: log in, or register in a few minutes, and come back here to request it with one click.',
  'loyalty.requestCard.visitor.title': 'First log in or register',
  'loyalty.virtualCard.for.companies.action': 'Discover the offer for companies',
  'loyalty.virtualCard.for.companies.text':
    'A benefit for employees, free of taxes and contributions within the legal limits.',
  'loyalty.virtualCard.for.companies.title': 'For companies',
  'loyalty.virtualCard.for.municipalities.action': 'Municipal shopping vouchers',
  'loyalty.virtualCard.for.municipalities.text':
    'Digital shopping vouchers for the families the municipality supports, loaded on personal Virtual Cards.',
  'loyalty.virtualCard.for.municipalities.title': 'For municipalities',
  'loyalty.virtualCard.for.people.action': 'Where to find it',
  'loyalty.virtualCard.for.people.text':
    'You find it on gift card platforms and in our partners’ reward programmes.',
  'loyalty.virtualCard.for.people.title': 'For those giving a gift',
  'loyalty.virtualCard.for.title': 'Who it is for',
  'loyalty.virtualCard.good.cash': 'It cannot be converted into cash and gives no change.',
  'loyalty.virtualCard.good.combine':
    'It can be used together with other payment methods, the Carta Vantaggi and coupons.',
  'loyalty.virtualCard.good.excluded':
    'It is not valid for buying Gift Cards, phone top-ups and fuel.',
  'loyalty.virtualCard.good.title': 'Good to know',
  'loyalty.virtualCard.how.receive':
    'You receive the Virtual Card by email or SMS: it holds a barcode and a numeric code with its PIN.',
  'loyalty.virtualCard.how.rest':
    'If you do not spend it all at once, the rest stays on the card until the expiry date given in the message.',
  'loyalty.virtualCard.how.spend':
    'At the checkout you show the barcode from your phone, or print it: the amount is taken off the total of your shopping.',
  'loyalty.virtualCard.how.title': 'How it works',
  'loyalty.virtualCard.lead':
    'Iper’s digital prepaid card: it arrives by email or SMS with a code and can be spent in all Iper stores, at the checkouts and at the Drive.',
  'loyalty.virtualCard.nav.companies': 'For companies',
  'loyalty.virtualCard.nav.label': 'Virtual Card',
  'loyalty.virtualCard.nav.otherStores': 'Where to find it',
  'loyalty.virtualCard.nav.overview': 'What it is',
  'loyalty.virtualCard.nav.vouchers': 'Municipal shopping vouchers',
  'loyalty.virtualCard.title': 'Iper Virtual Card',
  'loyalty.virtualCardCompanies.contact': 'Contact us for an offer',
  'loyalty.virtualCardCompanies.how.delivery':
    'The Virtual Cards arrive by email to you or directly to your staff, on the day you choose.',
  'loyalty.virtualCardCompanies.how.offer':
    'You receive the offer and, after payment by bank transfer, the electronic invoice.',
  'loyalty.virtualCardCompanies.how.request':
    'You write to us how many Virtual Cards you need and of what amount, even a different one for each employee.',
  'loyalty.virtualCardCompanies.how.title': 'How to order them',
  'loyalty.virtualCardCompanies.lead':
    'Reward your staff with their shopping: the Iper Virtual Card is a fringe benefit that is simple to give and welcome to everyone.',
  'loyalty.virtualCardCompanies.tax.text':
    'Up to {amount} a year per employee, shopping vouchers do not count as employment income: no taxes or contributions for the employee, a deductible cost for the company.',
  'loyalty.virtualCardCompanies.tax.title': 'Tax advantage',
  'loyalty.virtualCardCompanies.title': 'Virtual Card for companies',
  'loyalty.virtualCardOtherStores.check.text':
    'An Iper Virtual Card always has a barcode, a numeric code and a PIN. We will never ask you to give your PIN by email or phone: beware of anyone who does.',
  'loyalty.virtualCardOtherStores.check.title': 'How to recognise a genuine Virtual Card',
  'loyalty.virtualCardOtherStores.lead':
    'The Iper Virtual Card is not sold only by us: you also find it online and in our partners’ shops, and it can always be spent in all Iper stores.',
  'loyalty.virtualCardOtherStores.online.text':
    'Choose the amount, pay online and the Virtual Card arrives at once by email to you or to whoever you are giving it to.',
  'loyalty.virtualCardOtherStores.online.title': 'Online gift card shops',
  'loyalty.virtualCardOtherStores.points.text':
    'In the reward catalogues of banks, phone companies and credit cards you can turn your points into an Iper Virtual Card.',
  'loyalty.virtualCardOtherStores.points.title': 'Loyalty programmes and prize competitions',
  'loyalty.virtualCardOtherStores.title': 'Virtual Card in other shops',
  'loyalty.virtualCardOtherStores.welfare.text':
    'If your company offers a welfare plan, look for Iper among the available shopping vouchers and use your welfare credit.',
  'loyalty.virtualCardOtherStores.welfare.title': 'Company welfare platforms',
  'loyalty.vouchers.form.entity': 'The municipality',
  'loyalty.vouchers.form.person': 'Who is making the request',
  'loyalty.vouchers.form.privacy':
    'I have read the privacy notice on the processing of the body’s and the applicant’s data',
  'loyalty.vouchers.form.submit': 'Send the request',
  'loyalty.vouchers.form.title': 'Request for municipal representatives',
  'loyalty.vouchers.form.total': 'Total of the supply: {total}',
  'loyalty.vouchers.form.vouchers': 'The shopping vouchers',
  'loyalty.vouchers.how.agreement':
    'Within five working days we contact you about the agreement and the list of beneficiaries.',
  'loyalty.vouchers.how.delivery':
    'The Virtual Cards reach the beneficiaries by SMS or email; the municipality receives the statement of spending, without the details of the purchases.',
  'loyalty.vouchers.how.families':
    'Are you a family that received a voucher? Spend it like an ordinary Virtual Card: show the barcode at the checkout. Alcohol and tobacco are excluded.',
  'loyalty.vouchers.how.request':
    'The municipal representative sends the request with the form below.',
  'loyalty.vouchers.how.title': 'How it works for the municipality',
  'loyalty.vouchers.lead':
    'Municipalities can give families in difficulty digital shopping vouchers: personal Iper Virtual Cards, loaded with the amount the municipality decides and spendable in all our stores.',
  'loyalty.vouchers.sent.another': 'Send another request',
  'loyalty.vouchers.sent.text':
    'We have received request {reference} for a supply of {total} for the store {store}. We will write to you within five working days.',
  'loyalty.vouchers.sent.title': 'Request sent',
  'loyalty.vouchers.title': 'Municipal shopping vouchers',
  'loyalty.vouchers.form.privacyRequired': 'Accept the privacy notice to send the request',
  'loyalty.vouchers.form.tooMany':
    'You sent many requests in a short time. Try again in a few minutes.',
  'loyalty.vouchers.form.failed': 'The request could not be sent. Try again in a moment.',
  'loyalty.vouchers.form.municipality': 'Municipality',
  'loyalty.vouchers.form.province': 'Province (abbreviation)',
  'loyalty.vouchers.form.taxCode': "The municipality's tax code",
  'loyalty.vouchers.form.taxCodeHint': '11 digits',
  'loyalty.vouchers.form.firstName': 'First name',
  'loyalty.vouchers.form.lastName': 'Last name',
  'loyalty.vouchers.form.role': 'Role in the municipality',
  'loyalty.vouchers.form.roleHint': 'For example: councillor for social services, head of office',
  'loyalty.vouchers.form.email': 'Institutional email',
  'loyalty.vouchers.form.phone': 'Phone',
  'loyalty.vouchers.form.beneficiaries': 'Number of beneficiary households',
  'loyalty.vouchers.form.amount': 'Amount per household (euro)',
  'loyalty.vouchers.form.amountHint': 'From 10 to 500 euro',
  'loyalty.vouchers.form.store': 'Reference store',
  'loyalty.vouchers.form.storePlaceholder': 'Choose a store',
  'loyalty.vouchers.form.notes': 'Notes (optional)',
};
