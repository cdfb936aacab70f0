// First and last names common in Morocco, for generated accounts (Latin spellings, as students type them).

// prettier-ignore
export const FIRST_NAMES = [
  'Mohamed', 'Youssef', 'Amine', 'Ayoub', 'Hamza', 'Omar', 'Mehdi', 'Anas', 'Ilyas', 'Yassine',
  'Othmane', 'Soufiane', 'Zakaria', 'Hicham', 'Adam', 'Rayane', 'Badr', 'Reda', 'Karim', 'Nabil',
  'Fatima Zahra', 'Salma', 'Khadija', 'Meryem', 'Aya', 'Imane', 'Hajar', 'Sara', 'Noura', 'Yasmine',
  'Zineb', 'Kawtar', 'Houda', 'Chaimae', 'Oumaima', 'Asmae', 'Ghita', 'Loubna', 'Hiba', 'Rim',
];

// prettier-ignore
export const LAST_NAMES = [
  'Alaoui', 'Benjelloun', 'Idrissi', 'Tazi', 'El Amrani', 'Bennani', 'Berrada', 'Chraibi', 'El Fassi', 'Lahlou',
  'Benkirane', 'Ouazzani', 'El Idrissi', 'Bouzidi', 'Cherkaoui', 'Kettani', 'Sebti', 'Filali', 'Naciri', 'Skalli',
  'Amrani', 'Zniber', 'Lamrani', 'El Khatib', 'Ait Benhaddou', 'Ouali', 'Bakkali', 'Hajji', 'Belhaj', 'Mansouri',
  'Rami', 'Essaidi', 'Ziani', 'Boukhari', 'El Ouafi', 'Benali', 'Tahiri', 'Jettou', 'Sqalli', 'Daoudi',
];
