import type { DemoScholarship } from './demo-scholarship.ts';

// Programmes outside Europe and in Morocco. Amounts and rules are those the programmes publish, rounded; demo data only.
export const WORLD_SCHOLARSHIPS: DemoScholarship[] = [
  {
    country: 'US',
    university: 'Columbia University',
    startInDays: -25,
    deadlineInDays: 70,
    website: 'https://www.macece.ma/',
    content: {
      fr: {
        title: 'Programme Fulbright – Master et doctorat aux États-Unis',
        description:
          'Géré au Maroc par la MACECE, Fulbright finance des études supérieures dans une université américaine pour les diplômés marocains.',
        overview:
          'La Commission maroco-américaine pour les échanges éducatifs et culturels (MACECE) administre le programme Fulbright depuis 1982. Les lauréats suivent un master ou un doctorat aux États-Unis et participent à des activités d’échange culturel.',
        benefits: [
          'Frais de scolarité pris en charge',
          'Allocation mensuelle de subsistance',
          'Billet d’avion et assurance maladie',
          'Accompagnement dans le choix des universités',
        ],
        eligibility: [
          'Nationalité marocaine et résidence au Maroc',
          'Licence ou master avec d’excellents résultats',
          'Bon niveau d’anglais (TOEFL ou IELTS)',
        ],
        faq: [
          {
            question: 'Dois-je déjà avoir une admission ?',
            answer:
              'Non, la MACECE et l’Institute of International Education vous aident à postuler aux universités.',
          },
          {
            question: 'Le GRE est-il obligatoire ?',
            answer: 'Il dépend des universités ; beaucoup ne le demandent plus.',
          },
          {
            question: 'Puis-je rester aux États-Unis après le diplôme ?',
            answer: 'Le visa J-1 impose en général un retour de deux ans dans votre pays.',
          },
        ],
      },
      ar: {
        title: 'برنامج فولبرايت – الماستر والدكتوراه في الولايات المتحدة',
        description:
          'تديره في المغرب لجنة ماسيس، ويموّل فولبرايت الدراسات العليا في جامعة أمريكية للخريجين المغاربة.',
        overview:
          'تدير اللجنة المغربية الأمريكية للتبادل التربوي والثقافي (ماسيس) برنامج فولبرايت منذ 1982. يتابع المستفيدون الماستر أو الدكتوراه في الولايات المتحدة ويشاركون في أنشطة التبادل الثقافي.',
        benefits: [
          'التكفل برسوم الدراسة',
          'منحة شهرية للمعيشة',
          'تذكرة الطيران والتأمين الصحي',
          'المواكبة في اختيار الجامعات',
        ],
        eligibility: [
          'الجنسية المغربية والإقامة بالمغرب',
          'إجازة أو ماستر بنتائج ممتازة',
          'مستوى جيد في الإنجليزية (TOEFL أو IELTS)',
        ],
        faq: [
          {
            question: 'هل يجب أن أتوفر مسبقًا على قبول؟',
            answer: 'لا، تساعدك ماسيس ومعهد التعليم الدولي على التقديم للجامعات.',
          },
          { question: 'هل اختبار GRE إلزامي؟', answer: 'يتوقف على الجامعات؛ كثير منها لم يعد يطلبه.' },
          {
            question: 'هل يمكنني البقاء في الولايات المتحدة بعد التخرج؟',
            answer: 'تفرض تأشيرة J-1 عمومًا العودة إلى بلدك لمدة سنتين.',
          },
        ],
      },
      en: {
        title: 'Fulbright Program – Master’s and PhD in the United States',
        description:
          'Run in Morocco by MACECE, Fulbright funds graduate studies at a US university for Moroccan graduates.',
        overview:
          'The Moroccan-American Commission for Educational and Cultural Exchange (MACECE) has run the Fulbright programme since 1982. Grantees study for a master’s or a PhD in the United States and take part in cultural exchange activities.',
        benefits: [
          'Tuition covered',
          'A monthly living stipend',
          'Airfare and health insurance',
          'Help choosing universities',
        ],
        eligibility: [
          'Moroccan nationality and residence in Morocco',
          'A bachelor’s or master’s degree with excellent results',
          'Good English (TOEFL or IELTS)',
        ],
        faq: [
          {
            question: 'Do I need an admission already?',
            answer: 'No, MACECE and the Institute of International Education help you apply to universities.',
          },
          {
            question: 'Is the GRE required?',
            answer: 'It depends on the universities; many no longer ask for it.',
          },
          {
            question: 'Can I stay in the US after graduating?',
            answer: 'The J-1 visa usually requires a two-year return to your home country.',
          },
        ],
      },
    },
  },
  {
    country: 'TR',
    university: 'Université d’Istanbul',
    startInDays: -5,
    deadlineInDays: 18,
    website: 'https://www.turkiyeburslari.gov.tr/',
    content: {
      fr: {
        title: 'Türkiye Bursları – Bourses du gouvernement turc',
        description:
          'Licence, master ou doctorat entièrement financé en Turquie, avec une année de turc, pour les étudiants du monde entier.',
        overview:
          'Türkiye Bursları est le programme de bourses du gouvernement turc. Il couvre toute la durée des études et commence par une année préparatoire de langue turque à l’université d’accueil.',
        benefits: [
          'Allocation mensuelle',
          'Exonération totale des frais de scolarité',
          'Logement en résidence universitaire',
          'Billet d’avion aller-retour et assurance maladie',
          'Une année de cours de turc',
        ],
        eligibility: [
          'Moins de 21 ans pour la licence, 30 ans pour le master, 35 ans pour le doctorat',
          'Moyenne d’au moins 70 % (licence) ou 75 % (master et doctorat)',
          'Ne pas être déjà inscrit dans une université turque au même niveau',
        ],
        faq: [
          {
            question: 'Puis-je étudier en anglais ?',
            answer:
              'Oui, certains programmes sont enseignés en anglais, mais l’année de turc reste obligatoire.',
          },
          {
            question: 'Combien d’universités puis-je choisir ?',
            answer: 'Jusqu’à douze vœux d’universités et de programmes.',
          },
          {
            question: 'Y a-t-il un entretien ?',
            answer:
              'Oui, les candidats présélectionnés passent un entretien, en ligne ou dans un centre au Maroc.',
          },
        ],
      },
      ar: {
        title: 'المنح التركية – منح الحكومة التركية',
        description:
          'إجازة أو ماستر أو دكتوراه ممولة بالكامل في تركيا، مع سنة لتعلم التركية، لطلبة العالم أجمع.',
        overview:
          'المنح التركية هي برنامج المنح التابع للحكومة التركية. تغطي كامل مدة الدراسة وتبدأ بسنة تحضيرية في اللغة التركية بالجامعة المستقبِلة.',
        benefits: [
          'منحة شهرية',
          'إعفاء كامل من رسوم الدراسة',
          'السكن في الحي الجامعي',
          'تذكرة طيران ذهابًا وإيابًا وتأمين صحي',
          'سنة من دروس اللغة التركية',
        ],
        eligibility: [
          'أقل من 21 سنة للإجازة، و30 سنة للماستر، و35 سنة للدكتوراه',
          'معدل لا يقل عن 70% (إجازة) أو 75% (ماستر ودكتوراه)',
          'ألا تكون مسجلًا في جامعة تركية في المستوى نفسه',
        ],
        faq: [
          {
            question: 'هل يمكنني الدراسة بالإنجليزية؟',
            answer: 'نعم، بعض البرامج تُدرَّس بالإنجليزية، لكن سنة اللغة التركية تبقى إلزامية.',
          },
          {
            question: 'كم جامعة يمكنني اختيارها؟',
            answer: 'ما يصل إلى اثنتي عشرة رغبة بين الجامعات والبرامج.',
          },
          {
            question: 'هل هناك مقابلة؟',
            answer: 'نعم، يجتاز المترشحون المنتقون مقابلة عن بعد أو في مركز بالمغرب.',
          },
        ],
      },
    },
  },
  {
    country: 'JP',
    university: 'Université de Tokyo',
    startInDays: -150,
    deadlineInDays: -60,
    website: 'https://www.ma.emb-japan.go.jp/',
    content: {
      fr: {
        title: 'Bourse MEXT du gouvernement japonais – Recherche',
        description:
          'Le ministère japonais de l’Éducation (MEXT) finance des études de recherche et de master dans les universités japonaises, sur recommandation de l’ambassade.',
        overview:
          'La bourse MEXT « Research Students » permet de mener un projet de recherche au Japon, puis de préparer un master ou un doctorat. La sélection se fait à l’ambassade du Japon à Rabat : dossier, examens écrits et entretien.',
        benefits: [
          '143 000 yens par mois environ',
          'Frais de scolarité et d’examen d’entrée pris en charge',
          'Billet d’avion aller-retour',
          'Cours de japonais de six mois si nécessaire',
        ],
        eligibility: [
          'Moins de 35 ans',
          'Licence obtenue ou en cours d’obtention',
          'Projet de recherche précis et accord d’un professeur japonais apprécié',
        ],
        faq: [
          {
            question: 'Faut-il parler japonais ?',
            answer:
              'Non, de nombreux laboratoires travaillent en anglais ; un cours de japonais est proposé.',
          },
          {
            question: 'Quels examens faut-il passer ?',
            answer: 'Des épreuves écrites d’anglais et de japonais, puis un entretien à l’ambassade.',
          },
          {
            question: 'Quelle est la durée de la bourse ?',
            answer: 'Jusqu’à deux ans, prolongeable pour un doctorat.',
          },
        ],
      },
      ar: {
        title: 'منحة MEXT للحكومة اليابانية – البحث العلمي',
        description:
          'تموّل وزارة التربية اليابانية (MEXT) دراسات البحث والماستر في الجامعات اليابانية بتوصية من السفارة.',
        overview:
          'تتيح منحة MEXT «طلبة البحث» إنجاز مشروع بحثي في اليابان ثم التحضير للماستر أو الدكتوراه. يجري الانتقاء في سفارة اليابان بالرباط: ملف واختبارات كتابية ومقابلة.',
        benefits: [
          'حوالي 143000 ين شهريًا',
          'التكفل برسوم الدراسة وامتحان الولوج',
          'تذكرة طيران ذهابًا وإيابًا',
          'دورة في اليابانية لمدة ستة أشهر عند الحاجة',
        ],
        eligibility: [
          'أقل من 35 سنة',
          'الحصول على الإجازة أو التحضير لها',
          'مشروع بحثي دقيق، وموافقة أستاذ ياباني مستحسنة',
        ],
        faq: [
          {
            question: 'هل يجب التحدث باليابانية؟',
            answer: 'لا، تعمل مختبرات كثيرة بالإنجليزية؛ وتُقترح دورة في اليابانية.',
          },
          {
            question: 'ما الامتحانات المطلوبة؟',
            answer: 'اختبارات كتابية في الإنجليزية واليابانية، ثم مقابلة في السفارة.',
          },
          { question: 'ما مدة المنحة؟', answer: 'إلى غاية سنتين، قابلة للتمديد من أجل الدكتوراه.' },
        ],
      },
      en: {
        title: 'Japanese Government MEXT Scholarship – Research',
        description:
          'Japan’s Ministry of Education (MEXT) funds research and master’s studies at Japanese universities on the embassy’s recommendation.',
        overview:
          'The MEXT Research Student scholarship lets you carry out a research project in Japan, then prepare a master’s or a PhD. Selection takes place at the Embassy of Japan in Rabat: application, written tests and an interview.',
        benefits: [
          'About ¥143,000 a month',
          'Tuition and entrance examination fees',
          'A return flight',
          'A six-month Japanese course when needed',
        ],
        eligibility: [
          'Under 35',
          'A bachelor’s degree obtained or under way',
          'A precise research project; a Japanese professor’s consent is welcome',
        ],
        faq: [
          {
            question: 'Do I need to speak Japanese?',
            answer: 'No, many laboratories work in English; a Japanese course is offered.',
          },
          {
            question: 'Which tests must I take?',
            answer: 'Written tests in English and Japanese, then an interview at the embassy.',
          },
          {
            question: 'How long does the scholarship last?',
            answer: 'Up to two years, extendable for a PhD.',
          },
        ],
      },
    },
  },
  {
    country: 'CN',
    university: 'Université Tsinghua',
    startInDays: -35,
    deadlineInDays: 5,
    website: 'https://www.campuschina.org/',
    content: {
      fr: {
        title: 'Bourse du China Scholarship Council (CSC)',
        description:
          'Bourse complète du gouvernement chinois pour un master ou un doctorat dans une université chinoise, en anglais ou en chinois.',
        overview:
          'Le China Scholarship Council attribue chaque année des bourses aux étudiants marocains par l’intermédiaire de l’ambassade de Chine et des universités chinoises. Les cursus en ingénierie, informatique et médecine sont particulièrement demandés.',
        benefits: [
          'Frais de scolarité couverts',
          'Logement gratuit sur le campus',
          'Allocation mensuelle de 3 000 yuans (master)',
          'Assurance médicale complète',
        ],
        eligibility: [
          'Moins de 35 ans pour le master, 40 ans pour le doctorat',
          'Licence ou master avec de bons résultats',
          'Deux lettres de recommandation de professeurs',
        ],
        faq: [
          {
            question: 'Faut-il parler chinois ?',
            answer:
              'Non pour les programmes en anglais ; sinon le HSK 4 est demandé ou une année préparatoire est proposée.',
          },
          {
            question: 'Une lettre d’acceptation est-elle nécessaire ?',
            answer: 'Elle n’est pas obligatoire mais augmente fortement vos chances.',
          },
          {
            question: 'Quand commencent les cours ?',
            answer: 'En septembre, après la publication des résultats en juillet.',
          },
        ],
      },
      ar: {
        title: 'منحة مجلس المنح الصيني (CSC)',
        description:
          'منحة كاملة من الحكومة الصينية للماستر أو الدكتوراه في جامعة صينية، بالإنجليزية أو الصينية.',
        overview:
          'يمنح مجلس المنح الصيني كل سنة منحًا للطلبة المغاربة عبر سفارة الصين والجامعات الصينية. وتحظى مسارات الهندسة والمعلوميات والطب بإقبال كبير.',
        benefits: [
          'تغطية رسوم الدراسة',
          'سكن مجاني داخل الحرم الجامعي',
          'منحة شهرية قدرها 3000 يوان (ماستر)',
          'تأمين طبي شامل',
        ],
        eligibility: [
          'أقل من 35 سنة للماستر و40 سنة للدكتوراه',
          'إجازة أو ماستر بنتائج جيدة',
          'رسالتا توصية من أساتذة',
        ],
        faq: [
          {
            question: 'هل يجب التحدث بالصينية؟',
            answer: 'لا بالنسبة للبرامج بالإنجليزية؛ وإلا يُطلب مستوى HSK 4 أو تُقترح سنة تحضيرية.',
          },
          { question: 'هل رسالة القبول ضرورية؟', answer: 'ليست إلزامية لكنها ترفع حظوظك كثيرًا.' },
          { question: 'متى تبدأ الدروس؟', answer: 'في شتنبر، بعد إعلان النتائج في يوليوز.' },
        ],
      },
    },
  },
  {
    country: 'CA',
    university: 'Université Laval',
    startInDays: -40,
    deadlineInDays: 30,
    website: 'https://www.quebec.ca/education/etudier-quebec/exemption-droits-scolarite',
    content: {
      fr: {
        title: 'Exemption des droits de scolarité supplémentaires – Québec',
        description:
          'Le gouvernement du Québec exonère les étudiants marocains sélectionnés des droits de scolarité majorés des étudiants internationaux.',
        overview:
          'Grâce à l’entente entre le Québec et le Maroc, un nombre d’exemptions est attribué chaque année aux étudiants marocains admis dans une université québécoise. Ils paient alors les mêmes droits que les étudiants québécois.',
        benefits: [
          'Droits de scolarité ramenés au tarif québécois',
          'Exemption valable pour toute la durée du programme',
          'Accès aux bourses d’excellence des universités',
        ],
        eligibility: [
          'Nationalité marocaine',
          'Admission dans un programme de maîtrise ou de doctorat d’une université québécoise',
          'Dossier académique excellent',
        ],
        faq: [
          {
            question: 'L’exemption couvre-t-elle les frais de vie ?',
            answer: 'Non, elle ne réduit que les droits de scolarité ; prévoyez vos frais de séjour.',
          },
          {
            question: 'Qui dépose la candidature ?',
            answer: 'L’université québécoise qui vous a admis, sur proposition de votre faculté.',
          },
          {
            question: 'Puis-je travailler pendant mes études ?',
            answer: 'Oui, le permis d’études autorise un nombre limité d’heures de travail par semaine.',
          },
        ],
      },
      ar: {
        title: 'الإعفاء من رسوم الدراسة الإضافية – كيبيك',
        description:
          'تعفي حكومة كيبيك الطلبة المغاربة المنتقين من رسوم الدراسة المرتفعة المفروضة على الطلبة الدوليين.',
        overview:
          'بفضل الاتفاق بين كيبيك والمغرب، يُمنح كل سنة عدد من الإعفاءات للطلبة المغاربة المقبولين في جامعة بكيبيك، فيؤدون الرسوم نفسها التي يؤديها طلبة كيبيك.',
        benefits: [
          'رسوم دراسة بتعريفة كيبيك',
          'إعفاء صالح طوال مدة البرنامج',
          'إمكانية الاستفادة من منح التميز في الجامعات',
        ],
        eligibility: [
          'الجنسية المغربية',
          'القبول في برنامج ماجستير أو دكتوراه بجامعة في كيبيك',
          'ملف دراسي ممتاز',
        ],
        faq: [
          {
            question: 'هل يغطي الإعفاء مصاريف المعيشة؟',
            answer: 'لا، يخفض رسوم الدراسة فقط؛ خطط لمصاريف إقامتك.',
          },
          { question: 'من يقدّم الترشيح؟', answer: 'الجامعة التي قبلتك في كيبيك، باقتراح من كليتك.' },
          {
            question: 'هل يمكنني العمل أثناء الدراسة؟',
            answer: 'نعم، يسمح تصريح الدراسة بعدد محدود من ساعات العمل أسبوعيًا.',
          },
        ],
      },
    },
  },
  {
    country: 'MA',
    university: 'Université Mohammed VI Polytechnique',
    startInDays: -7,
    deadlineInDays: 45,
    website: 'https://www.um6p.ma/',
    content: {
      fr: {
        title: 'Bourse d’excellence de la Fondation OCP',
        description:
          'La Fondation OCP accompagne des bacheliers et des étudiants marocains méritants issus de milieux modestes, à l’UM6P et dans d’autres établissements.',
        overview:
          'Le programme de bourses de la Fondation OCP soutient des étudiants au fort potentiel tout au long de leurs études supérieures : financement, mentorat et accès à des stages dans les entités du groupe OCP.',
        benefits: [
          'Prise en charge des frais de scolarité',
          'Allocation mensuelle et logement',
          'Ordinateur portable et mentorat',
          'Stages dans le groupe OCP',
        ],
        eligibility: [
          'Nationalité marocaine',
          'Baccalauréat ou licence avec mention',
          'Revenus familiaux modestes, justificatifs à l’appui',
        ],
        faq: [
          {
            question: 'La bourse est-elle réservée à l’UM6P ?',
            answer:
              'Non, elle concerne aussi des écoles partenaires au Maroc, mais l’UM6P accueille la majorité des boursiers.',
          },
          {
            question: 'Comment prouver les revenus du foyer ?',
            answer:
              'Par l’attestation de revenus ou de non-imposition et, le cas échéant, la carte RAMED ou AMO Tadamon.',
          },
          {
            question: 'Y a-t-il un engagement après les études ?',
            answer:
              'Les boursiers s’engagent à participer aux actions d’accompagnement des promotions suivantes.',
          },
        ],
      },
      ar: {
        title: 'منحة التميز لمؤسسة المكتب الشريف للفوسفاط',
        description:
          'تواكب مؤسسة OCP الحاصلين على البكالوريا والطلبة المغاربة المستحقين من أوساط متواضعة، بجامعة محمد السادس متعددة التخصصات وبمؤسسات أخرى.',
        overview:
          'يدعم برنامج منح مؤسسة OCP طلبة ذوي إمكانات عالية طوال دراستهم العليا: تمويل ومواكبة وتداريب داخل فروع مجموعة OCP.',
        benefits: [
          'التكفل برسوم الدراسة',
          'منحة شهرية وسكن',
          'حاسوب محمول ومواكبة',
          'تداريب داخل مجموعة OCP',
        ],
        eligibility: [
          'الجنسية المغربية',
          'البكالوريا أو الإجازة بميزة',
          'دخل أسري متواضع مع الوثائق المثبتة',
        ],
        faq: [
          {
            question: 'هل المنحة خاصة بجامعة محمد السادس متعددة التخصصات؟',
            answer: 'لا، تشمل أيضًا مدارس شريكة بالمغرب، لكن الجامعة تستقبل أغلب المستفيدين.',
          },
          {
            question: 'كيف أثبت دخل الأسرة؟',
            answer: 'بشهادة الدخل أو عدم الخضوع للضريبة، وعند الاقتضاء بطاقة راميد أو أمو تضامن.',
          },
          {
            question: 'هل هناك التزام بعد الدراسة؟',
            answer: 'يلتزم المستفيدون بالمشاركة في مواكبة الأفواج اللاحقة.',
          },
        ],
      },
      en: {
        title: 'OCP Foundation Excellence Scholarship',
        description:
          'The OCP Foundation supports deserving Moroccan students from modest backgrounds at UM6P and other institutions.',
        overview:
          'The OCP Foundation scholarship programme supports high-potential students throughout their higher education: funding, mentoring and internships across the OCP group.',
        benefits: [
          'Tuition fees',
          'A monthly allowance and housing',
          'A laptop and mentoring',
          'Internships in the OCP group',
        ],
        eligibility: [
          'Moroccan nationality',
          'Baccalaureate or bachelor’s degree with honours',
          'Modest family income, with supporting documents',
        ],
        faq: [
          {
            question: 'Is the scholarship only for UM6P?',
            answer: 'No, partner schools in Morocco are included too, but UM6P hosts most scholars.',
          },
          {
            question: 'How do I prove household income?',
            answer:
              'With an income or non-taxation certificate and, where relevant, a RAMED or AMO Tadamon card.',
          },
          {
            question: 'Is there a commitment after graduating?',
            answer: 'Scholars commit to mentoring the following cohorts.',
          },
        ],
      },
    },
  },
  {
    country: 'MA',
    university: 'Université Mohammed V de Rabat',
    startInDays: -3,
    deadlineInDays: 0,
    website: 'https://www.cnrst.ma/',
    content: {
      fr: {
        title: 'Bourse d’excellence de recherche du CNRST',
        description:
          'Le Centre national pour la recherche scientifique et technique finance les doctorants marocains inscrits en première année de thèse.',
        overview:
          'Les bourses d’excellence de recherche du CNRST soutiennent chaque année des doctorants inscrits dans les universités publiques marocaines, dans tous les domaines scientifiques, pour une durée de trois ans.',
        benefits: [
          'Allocation mensuelle de 3 000 dirhams',
          'Durée de trois ans',
          'Accès aux plateformes techniques du CNRST',
        ],
        eligibility: [
          'Être inscrit en première année de doctorat au Maroc',
          'Master avec mention',
          'Ne pas être fonctionnaire ni salarié',
        ],
        faq: [
          {
            question: 'La bourse est-elle cumulable avec la bourse de l’ONOUSC ?',
            answer: 'Non, les deux bourses ne sont pas cumulables.',
          },
          {
            question: 'Quand la bourse est-elle versée ?',
            answer: 'Chaque trimestre, après attestation de l’encadrant.',
          },
          {
            question: 'Le dossier est-il déposé en ligne ?',
            answer: 'Oui, sur la plateforme du CNRST, avec validation par l’université.',
          },
        ],
      },
      ar: {
        title: 'منحة التميز للبحث من المركز الوطني للبحث العلمي والتقني',
        description:
          'يموّل المركز الوطني للبحث العلمي والتقني طلبة الدكتوراه المغاربة المسجلين في السنة الأولى من الأطروحة.',
        overview:
          'تدعم منح التميز للبحث التي يمنحها المركز كل سنة طلبة الدكتوراه المسجلين في الجامعات العمومية المغربية، في جميع المجالات العلمية، لمدة ثلاث سنوات.',
        benefits: ['منحة شهرية قدرها 3000 درهم', 'مدة ثلاث سنوات', 'الولوج إلى المنصات التقنية للمركز'],
        eligibility: [
          'التسجيل في السنة الأولى من الدكتوراه بالمغرب',
          'ماستر بميزة',
          'ألا تكون موظفًا أو أجيرًا',
        ],
        faq: [
          {
            question: 'هل يمكن الجمع مع منحة مكتب الأعمال الاجتماعية؟',
            answer: 'لا، لا يمكن الجمع بين المنحتين.',
          },
          { question: 'متى تُصرف المنحة؟', answer: 'كل ثلاثة أشهر بعد إشهاد المؤطر.' },
          { question: 'هل يُودع الملف عبر الإنترنت؟', answer: 'نعم، على منصة المركز مع مصادقة الجامعة.' },
        ],
      },
    },
  },
];
