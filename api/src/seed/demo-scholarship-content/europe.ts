import type { DemoScholarship } from './demo-scholarship.ts';

// Programmes in Europe. Amounts and rules are those the programmes publish, rounded; demo data only.
export const EUROPE_SCHOLARSHIPS: DemoScholarship[] = [
  {
    country: 'FR',
    university: 'Université Paris-Saclay',
    startInDays: -20,
    deadlineInDays: 25,
    website: 'https://www.campusfrance.org/fr/le-programme-de-bourses-d-excellence-eiffel',
    content: {
      fr: {
        title: 'Bourse d’excellence Eiffel – Master',
        description:
          'Le programme du ministère de l’Europe et des Affaires étrangères qui finance les meilleurs étudiants internationaux en master dans une université française.',
        overview:
          'Créé en 1999, le programme Eiffel permet aux établissements français d’attirer les meilleurs étudiants étrangers. La candidature est déposée par l’établissement d’accueil, qui sélectionne les dossiers les plus solides en ingénierie, droit, économie, gestion et sciences politiques.',
        benefits: [
          'Allocation mensuelle de 1 181 € pendant toute la durée du master',
          'Billet d’avion aller-retour international',
          'Couverture sociale et assurance',
          'Accompagnement par Campus France pour le logement et les démarches',
        ],
        eligibility: [
          'Être âgé de 30 ans au plus à la date de clôture',
          'Avoir été présélectionné par une université française partenaire',
          'Ne pas être de nationalité française ni binational',
        ],
        faq: [
          {
            question: 'Puis-je postuler directement auprès de Campus France ?',
            answer:
              'Non. C’est l’université d’accueil qui dépose votre candidature ; contactez son service des relations internationales.',
          },
          {
            question: 'La bourse couvre-t-elle les frais d’inscription ?',
            answer:
              'Non, les frais d’inscription restent à votre charge, mais de nombreuses universités les exonèrent pour les boursiers Eiffel.',
          },
          {
            question: 'Quand les résultats sont-ils publiés ?',
            answer: 'Les résultats sont publiés fin mars sur le site de Campus France.',
          },
        ],
      },
      ar: {
        title: 'منحة التميز إيفل – الماستر',
        description:
          'برنامج وزارة أوروبا والشؤون الخارجية الفرنسية لتمويل أفضل الطلبة الدوليين في سلك الماستر بجامعة فرنسية.',
        overview:
          'أُطلق برنامج إيفل سنة 1999 لتمكين المؤسسات الفرنسية من استقطاب أفضل الطلبة الأجانب. تقدّم المؤسسة المستقبِلة الترشيح، وتختار أقوى الملفات في الهندسة والقانون والاقتصاد والتدبير والعلوم السياسية.',
        benefits: [
          'منحة شهرية قدرها 1181 يورو طوال مدة الماستر',
          'تذكرة طيران دولية ذهابًا وإيابًا',
          'التغطية الاجتماعية والتأمين',
          'مواكبة كامبوس فرانس في السكن والإجراءات',
        ],
        eligibility: [
          'ألا يتجاوز العمر 30 سنة عند تاريخ الإغلاق',
          'أن تكون الجامعة الفرنسية الشريكة قد رشّحتك',
          'ألا تكون حاملًا للجنسية الفرنسية',
        ],
        faq: [
          {
            question: 'هل يمكنني التقديم مباشرة لدى كامبوس فرانس؟',
            answer: 'لا. الجامعة المستقبِلة هي التي تقدّم ترشيحك؛ تواصل مع مصلحة العلاقات الدولية بها.',
          },
          {
            question: 'هل تغطي المنحة رسوم التسجيل؟',
            answer: 'لا، تبقى رسوم التسجيل على عاتقك، لكن جامعات كثيرة تعفي المستفيدين من منحة إيفل منها.',
          },
          { question: 'متى تُعلن النتائج؟', answer: 'تُعلن النتائج في نهاية شهر مارس على موقع كامبوس فرانس.' },
        ],
      },
      en: {
        title: 'Eiffel Excellence Scholarship – Master’s',
        description:
          'The French Ministry for Europe and Foreign Affairs programme funding top international students for a master’s degree in France.',
        overview:
          'Created in 1999, the Eiffel programme helps French institutions attract the best foreign students. The host institution submits the application and selects the strongest files in engineering, law, economics, management and political science.',
        benefits: [
          'A monthly allowance of €1,181 for the whole master’s',
          'A return international flight',
          'Health cover and insurance',
          'Support from Campus France with housing and paperwork',
        ],
        eligibility: [
          'Be 30 or younger on the closing date',
          'Be shortlisted by a partner French university',
          'Not hold French nationality',
        ],
        faq: [
          {
            question: 'Can I apply directly to Campus France?',
            answer: 'No. The host university submits your application; contact its international office.',
          },
          {
            question: 'Does the scholarship cover tuition fees?',
            answer:
              'No, tuition fees remain yours to pay, but many universities waive them for Eiffel scholars.',
          },
          {
            question: 'When are results published?',
            answer: 'Results are published at the end of March on the Campus France website.',
          },
        ],
      },
    },
  },
  {
    country: 'FR',
    university: 'Sorbonne Université',
    startInDays: -45,
    deadlineInDays: -10,
    website: 'https://ma.ambafrance.org/Bourses-du-Gouvernement-francais',
    content: {
      fr: {
        title: 'Bourse du Gouvernement français (BGF) – Ambassade de France au Maroc',
        description:
          'Bourses de l’Ambassade de France pour les étudiants marocains admis en master ou en doctorat en cotutelle dans un établissement français.',
        overview:
          'L’Ambassade de France au Maroc attribue chaque année des bourses de master et de doctorat aux étudiants marocains aux parcours remarquables. La sélection s’appuie sur le dossier académique, le projet professionnel et un entretien.',
        benefits: [
          'Allocation mensuelle de 700 € (master) ou 1 060 € (doctorat)',
          'Exonération des frais d’inscription dans les universités publiques',
          'Sécurité sociale étudiante',
          'Priorité pour le logement CROUS',
        ],
        eligibility: [
          'Être de nationalité marocaine et résider au Maroc',
          'Avoir obtenu une licence ou un master avec mention',
          'Avoir une admission ou une préinscription dans un établissement français',
        ],
        faq: [
          {
            question: 'Faut-il passer par Études en France ?',
            answer:
              'Oui, la procédure Études en France est obligatoire en parallèle de la candidature à la bourse.',
          },
          {
            question: 'Y a-t-il un entretien ?',
            answer:
              'Oui, les candidats présélectionnés passent un entretien à l’Institut français de leur ville.',
          },
          {
            question: 'La bourse est-elle renouvelable ?',
            answer: 'Elle est renouvelée chaque année sous réserve de réussite aux examens.',
          },
        ],
      },
      ar: {
        title: 'منحة الحكومة الفرنسية – سفارة فرنسا بالمغرب',
        description:
          'منح سفارة فرنسا للطلبة المغاربة المقبولين في الماستر أو الدكتوراه بالإشراف المشترك في مؤسسة فرنسية.',
        overview:
          'تمنح سفارة فرنسا بالمغرب كل سنة منحًا للماستر والدكتوراه للطلبة المغاربة ذوي المسارات المتميزة. يعتمد الانتقاء على الملف الدراسي والمشروع المهني ومقابلة شفوية.',
        benefits: [
          'منحة شهرية قدرها 700 يورو (ماستر) أو 1060 يورو (دكتوراه)',
          'الإعفاء من رسوم التسجيل في الجامعات العمومية',
          'الضمان الاجتماعي للطلبة',
          'أولوية في سكن الأحياء الجامعية',
        ],
        eligibility: [
          'أن تكون مغربي الجنسية ومقيمًا بالمغرب',
          'الحصول على الإجازة أو الماستر بميزة',
          'التوفر على قبول أو تسجيل أولي في مؤسسة فرنسية',
        ],
        faq: [
          {
            question: 'هل يجب المرور عبر منصة الدراسة في فرنسا؟',
            answer: 'نعم، مسطرة الدراسة في فرنسا إلزامية بالموازاة مع طلب المنحة.',
          },
          {
            question: 'هل هناك مقابلة؟',
            answer: 'نعم، يجتاز المترشحون المنتقون مقابلة في المعهد الفرنسي بمدينتهم.',
          },
          { question: 'هل المنحة قابلة للتجديد؟', answer: 'تُجدَّد كل سنة شريطة النجاح في الامتحانات.' },
        ],
      },
    },
  },
  {
    country: 'DE',
    university: 'Technische Universität München',
    startInDays: -30,
    deadlineInDays: 40,
    website: 'https://www.daad.de/en/studying-in-germany/scholarships/',
    content: {
      fr: {
        title: 'Bourse DAAD pour études de master',
        description:
          'L’Office allemand d’échanges universitaires finance un master complet en Allemagne pour les diplômés marocains les plus prometteurs.',
        overview:
          'Le DAAD est la plus grande organisation de financement des échanges universitaires au monde. Sa bourse de master couvre un cursus complet dans une université allemande, en anglais ou en allemand, avec un cours de langue préparatoire.',
        benefits: [
          '934 € par mois pendant 24 mois au plus',
          'Forfait de voyage et assurance maladie',
          'Cours d’allemand de deux à six mois avant le début des études',
          'Allocation d’études annuelle',
        ],
        eligibility: [
          'Licence obtenue il y a moins de six ans',
          'Très bons résultats académiques',
          'Niveau de langue attesté (IELTS, TOEFL ou TestDaF)',
        ],
        faq: [
          {
            question: 'Faut-il parler allemand ?',
            answer:
              'Non pour les masters enseignés en anglais, mais un cours d’allemand est offert et recommandé.',
          },
          {
            question: 'Puis-je choisir n’importe quelle université ?',
            answer: 'Oui, toute université publique allemande, à condition d’y être admis.',
          },
          {
            question: 'Les frais de scolarité sont-ils couverts ?',
            answer:
              'La plupart des universités publiques allemandes ne demandent pas de frais de scolarité ; seule la contribution semestrielle reste à payer.',
          },
        ],
      },
      ar: {
        title: 'منحة DAAD لدراسة الماستر',
        description:
          'تموّل الهيئة الألمانية للتبادل الأكاديمي ماسترًا كاملًا في ألمانيا لأكثر الخريجين المغاربة تميّزًا.',
        overview:
          'الهيئة الألمانية للتبادل الأكاديمي (DAAD) هي أكبر منظمة لتمويل التبادل الجامعي في العالم. تغطي منحتها للماستر مسارًا كاملًا في جامعة ألمانية باللغة الإنجليزية أو الألمانية، مع دورة لغوية تحضيرية.',
        benefits: [
          '934 يورو شهريًا لمدة أقصاها 24 شهرًا',
          'تعويض عن السفر وتأمين صحي',
          'دورة في اللغة الألمانية من شهرين إلى ستة أشهر قبل بدء الدراسة',
          'منحة دراسية سنوية',
        ],
        eligibility: [
          'الحصول على الإجازة منذ أقل من ست سنوات',
          'نتائج دراسية ممتازة',
          'مستوى لغوي مثبت (IELTS أو TOEFL أو TestDaF)',
        ],
        faq: [
          {
            question: 'هل يجب التحدث بالألمانية؟',
            answer: 'لا بالنسبة للماسترات المدرَّسة بالإنجليزية، لكن دورة اللغة الألمانية مقدَّمة وينصح بها.',
          },
          {
            question: 'هل يمكنني اختيار أي جامعة؟',
            answer: 'نعم، أي جامعة ألمانية عمومية شريطة الحصول على القبول فيها.',
          },
          {
            question: 'هل رسوم الدراسة مغطاة؟',
            answer: 'معظم الجامعات الألمانية العمومية لا تفرض رسوم دراسة؛ تبقى فقط المساهمة الفصلية.',
          },
        ],
      },
      en: {
        title: 'DAAD Master’s Scholarship',
        description:
          'The German Academic Exchange Service funds a full master’s degree in Germany for the most promising Moroccan graduates.',
        overview:
          'DAAD is the world’s largest funding organisation for academic exchange. Its master’s scholarship covers a full programme at a German university, taught in English or German, with a preparatory language course.',
        benefits: [
          '€934 a month for up to 24 months',
          'Travel allowance and health insurance',
          'A German course of two to six months before studies start',
          'A yearly study allowance',
        ],
        eligibility: [
          'Bachelor’s degree obtained less than six years ago',
          'Excellent academic results',
          'Proof of language level (IELTS, TOEFL or TestDaF)',
        ],
        faq: [
          {
            question: 'Do I need to speak German?',
            answer:
              'Not for master’s programmes taught in English, but a German course is offered and recommended.',
          },
          {
            question: 'Can I choose any university?',
            answer: 'Yes, any German public university that admits you.',
          },
          {
            question: 'Are tuition fees covered?',
            answer:
              'Most German public universities charge no tuition; only the semester contribution remains.',
          },
        ],
      },
    },
  },
  {
    country: 'DE',
    university: 'Technische Universität München',
    startInDays: -90,
    deadlineInDays: -35,
    website: 'https://www.daad.de/en/studying-in-germany/scholarships/daad-scholarships/epos/',
    content: {
      fr: {
        title: 'DAAD EPOS – Masters liés au développement',
        description:
          'Des masters en ingénierie, énergie, eau et santé publique pour les professionnels des pays en développement, financés par le DAAD.',
        overview:
          'Le programme EPOS (Development-Related Postgraduate Courses) s’adresse aux jeunes professionnels qui veulent se spécialiser dans un domaine utile au développement de leur pays : énergies renouvelables, gestion de l’eau, urbanisme, santé publique.',
        benefits: [
          '934 € par mois',
          'Frais de voyage et assurance',
          'Cours d’allemand préparatoire',
          'Exonération des frais de scolarité des cursus partenaires',
        ],
        eligibility: [
          'Au moins deux ans d’expérience professionnelle',
          'Diplôme obtenu il y a moins de six ans',
          'Candidature directe auprès du cursus choisi',
        ],
        faq: [
          {
            question: 'L’expérience professionnelle est-elle obligatoire ?',
            answer: 'Oui, deux ans au minimum après le premier diplôme.',
          },
          {
            question: 'Combien de cursus puis-je choisir ?',
            answer: 'Trois au plus, classés par ordre de préférence.',
          },
          {
            question: 'Dois-je revenir au Maroc après le master ?',
            answer:
              'Le programme attend des boursiers qu’ils mettent leurs compétences au service du développement de leur pays.',
          },
        ],
      },
      ar: {
        title: 'برنامج EPOS من DAAD – ماسترات مرتبطة بالتنمية',
        description:
          'ماسترات في الهندسة والطاقة والماء والصحة العمومية للمهنيين من البلدان النامية، بتمويل من DAAD.',
        overview:
          'يستهدف برنامج EPOS المهنيين الشباب الراغبين في التخصص في مجال يخدم تنمية بلدانهم: الطاقات المتجددة وتدبير الماء والتعمير والصحة العمومية.',
        benefits: [
          '934 يورو شهريًا',
          'مصاريف السفر والتأمين',
          'دورة تحضيرية في اللغة الألمانية',
          'الإعفاء من رسوم الدراسة في المسارات الشريكة',
        ],
        eligibility: [
          'خبرة مهنية لا تقل عن سنتين',
          'الحصول على الشهادة منذ أقل من ست سنوات',
          'التقديم مباشرة لدى المسار المختار',
        ],
        faq: [
          { question: 'هل الخبرة المهنية إلزامية؟', answer: 'نعم، سنتان على الأقل بعد الشهادة الأولى.' },
          { question: 'كم مسارًا يمكنني اختياره؟', answer: 'ثلاثة على الأكثر، مرتبة حسب الأفضلية.' },
          {
            question: 'هل يجب أن أعود إلى المغرب بعد الماستر؟',
            answer: 'ينتظر البرنامج من المستفيدين توظيف كفاءاتهم في خدمة تنمية بلدهم.',
          },
        ],
      },
    },
  },
  {
    country: 'ES',
    university: 'Universidad de Granada',
    startInDays: -15,
    deadlineInDays: 12,
    website: 'https://erasmus-plus.ec.europa.eu/fr',
    content: {
      fr: {
        title: 'Erasmus+ – Mobilité internationale de crédits',
        description:
          'Un semestre d’échange financé par l’Union européenne dans une université espagnole partenaire de votre université marocaine.',
        overview:
          'La mobilité internationale de crédits Erasmus+ permet aux étudiants inscrits dans une université marocaine partenaire de passer un semestre ou une année en Europe. Les crédits obtenus sont reconnus dans votre diplôme au retour.',
        benefits: [
          'Bourse mensuelle de 850 € à 900 €',
          'Forfait de voyage selon la distance',
          'Exonération des frais d’inscription dans l’université d’accueil',
          'Reconnaissance des crédits ECTS',
        ],
        eligibility: [
          'Être inscrit dans une université marocaine partenaire de l’accord',
          'Avoir validé au moins la première année',
          'Niveau B1 en espagnol ou en anglais selon les cours',
        ],
        faq: [
          {
            question: 'Dois-je payer des frais à l’université espagnole ?',
            answer: 'Non, vous restez inscrit et payez vos frais dans votre université d’origine.',
          },
          {
            question: 'Combien de temps dure la mobilité ?',
            answer: 'De trois à douze mois, généralement un semestre.',
          },
          {
            question: 'Qui sélectionne les candidats ?',
            answer:
              'Le bureau des relations internationales de votre université, avec l’université d’accueil.',
          },
        ],
      },
      ar: {
        title: 'إيراسموس+ – التنقل الدولي بالأرصدة',
        description: 'فصل دراسي للتبادل بتمويل من الاتحاد الأوروبي في جامعة إسبانية شريكة لجامعتك المغربية.',
        overview:
          'يتيح التنقل الدولي بالأرصدة في إطار إيراسموس+ للطلبة المسجلين في جامعة مغربية شريكة قضاء فصل أو سنة في أوروبا، مع الاعتراف بالأرصدة المحصَّلة في شهادتهم عند العودة.',
        benefits: [
          'منحة شهرية من 850 إلى 900 يورو',
          'تعويض عن السفر حسب المسافة',
          'الإعفاء من رسوم التسجيل في الجامعة المستقبِلة',
          'الاعتراف بأرصدة ECTS',
        ],
        eligibility: [
          'التسجيل في جامعة مغربية طرف في الاتفاقية',
          'النجاح في السنة الأولى على الأقل',
          'مستوى B1 في الإسبانية أو الإنجليزية حسب الدروس',
        ],
        faq: [
          {
            question: 'هل أدفع رسومًا للجامعة الإسبانية؟',
            answer: 'لا، تبقى مسجلًا وتؤدي رسومك في جامعتك الأصلية.',
          },
          { question: 'كم تدوم فترة التنقل؟', answer: 'من ثلاثة إلى اثني عشر شهرًا، وغالبًا فصل دراسي واحد.' },
          {
            question: 'من يختار المترشحين؟',
            answer: 'مكتب العلاقات الدولية بجامعتك بتنسيق مع الجامعة المستقبِلة.',
          },
        ],
      },
      en: {
        title: 'Erasmus+ International Credit Mobility',
        description:
          'An EU-funded exchange semester at a Spanish university that partners with your Moroccan university.',
        overview:
          'Erasmus+ international credit mobility lets students of a partner Moroccan university spend a semester or a year in Europe. The credits earned count towards your degree when you return.',
        benefits: [
          'A monthly grant of €850 to €900',
          'A travel allowance by distance',
          'No tuition at the host university',
          'ECTS credit recognition',
        ],
        eligibility: [
          'Be enrolled at a Moroccan university that is party to the agreement',
          'Have passed at least the first year',
          'B1 in Spanish or English depending on the courses',
        ],
        faq: [
          {
            question: 'Do I pay fees to the Spanish university?',
            answer: 'No, you stay enrolled and pay fees at your home university.',
          },
          { question: 'How long is the mobility?', answer: 'Three to twelve months, usually one semester.' },
          {
            question: 'Who selects the candidates?',
            answer: 'Your university’s international office, together with the host university.',
          },
        ],
      },
    },
  },
  {
    country: 'ES',
    university: 'Universidad de Granada',
    startInDays: -10,
    deadlineInDays: 55,
    website: 'https://www.aecid.es/becas-y-lectorados',
    content: {
      fr: {
        title: 'Bourses MAEC-AECID – Coopération espagnole',
        description:
          'La coopération espagnole finance des masters et des stages de recherche en Espagne pour les étudiants des pays partenaires, dont le Maroc.',
        overview:
          'L’Agence espagnole de coopération internationale pour le développement (AECID) propose chaque année des bourses de master officiel dans les universités publiques espagnoles, en priorité dans les filières liées au développement durable et à la gouvernance.',
        benefits: [
          'Allocation mensuelle de 1 200 €',
          'Frais de scolarité du master pris en charge',
          'Assurance médicale',
          'Aide au voyage',
        ],
        eligibility: [
          'Nationalité marocaine',
          'Admission à un master officiel en Espagne',
          'Niveau B2 en espagnol',
        ],
        faq: [
          {
            question: 'Le niveau d’espagnol est-il vérifié ?',
            answer: 'Oui, un certificat DELE B2 ou équivalent est demandé.',
          },
          {
            question: 'Puis-je cumuler avec une autre bourse ?',
            answer: 'Non, la bourse MAEC-AECID est incompatible avec toute autre bourse publique.',
          },
          {
            question: 'Comment déposer ma candidature ?',
            answer: 'En ligne sur le portail de l’AECID, avec les pièces scannées.',
          },
        ],
      },
      ar: {
        title: 'منح MAEC-AECID – التعاون الإسباني',
        description:
          'يموّل التعاون الإسباني ماسترات وتداريب بحثية في إسبانيا لطلبة البلدان الشريكة، ومنها المغرب.',
        overview:
          'تقترح الوكالة الإسبانية للتعاون الدولي من أجل التنمية (AECID) كل سنة منحًا للماستر الرسمي في الجامعات الإسبانية العمومية، بالأولوية في التخصصات المرتبطة بالتنمية المستدامة والحكامة.',
        benefits: [
          'منحة شهرية قدرها 1200 يورو',
          'التكفل برسوم دراسة الماستر',
          'تأمين طبي',
          'مساعدة على السفر',
        ],
        eligibility: ['الجنسية المغربية', 'القبول في ماستر رسمي بإسبانيا', 'مستوى B2 في الإسبانية'],
        faq: [
          { question: 'هل يتم التحقق من مستوى الإسبانية؟', answer: 'نعم، تُطلب شهادة DELE B2 أو ما يعادلها.' },
          {
            question: 'هل يمكن الجمع مع منحة أخرى؟',
            answer: 'لا، منحة MAEC-AECID لا تُجمع مع أي منحة عمومية أخرى.',
          },
          { question: 'كيف أقدّم طلبي؟', answer: 'عبر بوابة AECID على الإنترنت مع الوثائق الممسوحة ضوئيًا.' },
        ],
      },
    },
  },
  {
    country: 'GB',
    university: 'University of Edinburgh',
    startInDays: -120,
    deadlineInDays: -20,
    website: 'https://www.chevening.org/scholarships/',
    content: {
      fr: {
        title: 'Bourse Chevening – Master au Royaume-Uni',
        description:
          'La bourse du gouvernement britannique pour de futurs leaders : un master d’un an entièrement financé dans l’université britannique de votre choix.',
        overview:
          'Financé par le Foreign, Commonwealth & Development Office, Chevening sélectionne des candidats au potentiel de leadership démontré. Les boursiers rejoignent un réseau de plus de 50 000 anciens dans le monde.',
        benefits: [
          'Frais de scolarité intégralement couverts',
          'Allocation mensuelle de subsistance',
          'Billet d’avion aller-retour',
          'Frais de visa et de santé (IHS) pris en charge',
        ],
        eligibility: [
          'Deux ans d’expérience professionnelle au moins',
          'Trois admissions sans condition à des masters britanniques',
          'S’engager à revenir au Maroc deux ans après la bourse',
        ],
        faq: [
          {
            question: 'Quel niveau d’anglais est demandé ?',
            answer: 'Celui exigé par les universités choisies, en général IELTS 6,5.',
          },
          {
            question: 'Le stage compte-t-il comme expérience ?',
            answer:
              'Les stages rémunérés et le bénévolat peuvent compter, dans la limite de 2 800 heures au total.',
          },
          {
            question: 'Combien de masters dois-je choisir ?',
            answer: 'Trois masters différents, dans des universités britanniques.',
          },
        ],
      },
      ar: {
        title: 'منحة تشيفنينغ – الماستر في المملكة المتحدة',
        description:
          'منحة الحكومة البريطانية لقادة المستقبل: ماستر لمدة سنة ممول بالكامل في الجامعة البريطانية التي تختارها.',
        overview:
          'تموّلها وزارة الخارجية والكومنولث والتنمية، وتنتقي تشيفنينغ مترشحين أثبتوا قدرات قيادية. ينضم المستفيدون إلى شبكة تضم أكثر من 50000 خريج عبر العالم.',
        benefits: [
          'تغطية كاملة لرسوم الدراسة',
          'منحة شهرية للمعيشة',
          'تذكرة طيران ذهابًا وإيابًا',
          'التكفل بمصاريف التأشيرة والتأمين الصحي',
        ],
        eligibility: [
          'خبرة مهنية لا تقل عن سنتين',
          'ثلاثة قبولات غير مشروطة في ماسترات بريطانية',
          'الالتزام بالعودة إلى المغرب لمدة سنتين بعد المنحة',
        ],
        faq: [
          {
            question: 'ما مستوى الإنجليزية المطلوب؟',
            answer: 'المستوى الذي تشترطه الجامعات المختارة، وغالبًا IELTS 6.5.',
          },
          {
            question: 'هل يُحتسب التدريب خبرةً مهنية؟',
            answer: 'يمكن احتساب التداريب المؤدى عنها والعمل التطوعي في حدود 2800 ساعة إجمالًا.',
          },
          { question: 'كم ماسترًا يجب أن أختار؟', answer: 'ثلاثة ماسترات مختلفة في جامعات بريطانية.' },
        ],
      },
      en: {
        title: 'Chevening Scholarship – Master’s in the UK',
        description:
          'The UK government’s scholarship for future leaders: a fully funded one-year master’s at the UK university of your choice.',
        overview:
          'Funded by the Foreign, Commonwealth & Development Office, Chevening selects candidates with proven leadership potential. Scholars join a network of more than 50,000 alumni worldwide.',
        benefits: [
          'Full tuition fees',
          'A monthly living allowance',
          'A return flight',
          'Visa and health surcharge costs',
        ],
        eligibility: [
          'At least two years of work experience',
          'Three unconditional offers for UK master’s courses',
          'Commit to return to Morocco for two years after the award',
        ],
        faq: [
          {
            question: 'What English level is required?',
            answer: 'The one your chosen universities require, usually IELTS 6.5.',
          },
          {
            question: 'Does an internship count as experience?',
            answer: 'Paid internships and volunteering can count, up to 2,800 hours in total.',
          },
          {
            question: 'How many courses must I choose?',
            answer: 'Three different master’s courses at UK universities.',
          },
        ],
      },
    },
  },
  {
    country: 'IT',
    university: 'Politecnico di Milano',
    startInDays: -60,
    deadlineInDays: -3,
    website: 'https://studyinitaly.esteri.it/en/call-for-procedure',
    content: {
      fr: {
        title: 'Bourses du gouvernement italien (Study in Italy)',
        description:
          'Le ministère italien des Affaires étrangères finance des masters, doctorats et cours de langue pour les étudiants étrangers.',
        overview:
          'Chaque année, le gouvernement italien offre des bourses de six à neuf mois, renouvelables, pour suivre un master, un doctorat ou un cours de langue et culture italiennes dans une université italienne.',
        benefits: [
          '900 € par mois',
          'Exonération des frais d’inscription',
          'Assurance maladie et accidents',
          'Bourse renouvelable pour la durée du cursus',
        ],
        eligibility: [
          'Âge de 28 ans au plus pour un master',
          'Préinscription dans une université italienne',
          'Niveau d’italien ou d’anglais selon le cursus',
        ],
        faq: [
          {
            question: 'Les cours sont-ils en italien ?',
            answer: 'De nombreux masters du Politecnico di Milano sont enseignés en anglais.',
          },
          {
            question: 'La bourse est-elle cumulable ?',
            answer: 'Non, elle n’est pas cumulable avec d’autres bourses du gouvernement italien.',
          },
          {
            question: 'Où déposer la candidature ?',
            answer: 'Sur la plateforme Study in Italy du ministère italien des Affaires étrangères.',
          },
        ],
      },
      ar: {
        title: 'منح الحكومة الإيطالية (الدراسة في إيطاليا)',
        description: 'تموّل وزارة الخارجية الإيطالية ماسترات ودكتوراه ودروسًا لغوية للطلبة الأجانب.',
        overview:
          'تقدّم الحكومة الإيطالية كل سنة منحًا من ستة إلى تسعة أشهر، قابلة للتجديد، لمتابعة ماستر أو دكتوراه أو دورة في اللغة والثقافة الإيطالية في جامعة إيطالية.',
        benefits: [
          '900 يورو شهريًا',
          'الإعفاء من رسوم التسجيل',
          'تأمين ضد المرض والحوادث',
          'منحة قابلة للتجديد طوال مدة الدراسة',
        ],
        eligibility: [
          'ألا يتجاوز العمر 28 سنة بالنسبة للماستر',
          'تسجيل أولي في جامعة إيطالية',
          'مستوى في الإيطالية أو الإنجليزية حسب المسار',
        ],
        faq: [
          {
            question: 'هل الدروس بالإيطالية؟',
            answer: 'تُدرَّس ماسترات عديدة في بوليتكنيك ميلانو باللغة الإنجليزية.',
          },
          { question: 'هل يمكن الجمع مع منح أخرى؟', answer: 'لا، لا تُجمع مع منح أخرى من الحكومة الإيطالية.' },
          {
            question: 'أين أقدّم الطلب؟',
            answer: 'على منصة الدراسة في إيطاليا التابعة لوزارة الخارجية الإيطالية.',
          },
        ],
      },
    },
  },
];
