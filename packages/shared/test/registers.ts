// One way of addressing the shopper per language, the retailer's own (docs/i18n/style.md):
// French vous is polite; German du, Spanish tú, Italian tu, Dutch je and European Portuguese tu are
// familiar, as IKEA writes to its shoppers in Germany, Spain, Italy, the Netherlands and Portugal.
export const otherRegister: Record<string, RegExp[]> = {
  fr: [/(?<!\p{L})(tu|toi|ton|tes)(?!\p{L})/iu],
  // German: du, as IKEA Deutschland writes. "Sie" and "Ihr…" written with a capital inside a sentence
  // are the polite form ("sie" = they, "ihr" = you all / their are lower case there); at the start of
  // a sentence they may mean "they" / "their", so only "Ihnen" and the mail's "Ihr …-Team" count there.
  de: [
    /(?<!(?:^|[.!?:;…]\s*|\n\s*|[-–•]\s|[„“"«(]\s*))(?<!\p{L})(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)(?!\p{L})/u,
    /(?<!\p{L})(Ihnen|Ihrerseits)(?!\p{L})/u,
    /(?<!\p{L})Ihr\s*-Team(?!\p{L})/u,
  ],
  // European Portuguese: tu, as IKEA Portugal writes ("o teu país", "podes", "adiciona"). "seu/sua"
  // may still mean "its" ("a sua distância"), so only before what belongs to the shopper.
  pt: [
    /(?<!\p{L})(você|vocês|consigo|lhe)(?!\p{L})/iu,
    /(?<!\p{L})-lhe(?!\p{L})/iu,
    /(?<!\p{L})(o seu|a sua|os seus|as suas|do seu|da sua|dos seus|das suas|no seu|na sua|nos seus|nas suas|ao seu|à sua|pelo seu|pela sua) (conta|país|lista|listas|moeda|e-mail|endereço|palavra-passe|perfil|escolha|escolhas|navegador|localização|subscrição|sessão|dados|dispositivos|artigo|artigos|consentimento|nome|foto|idioma|língua|móvel|PDF|mensagem|recibo|alertas|preferência|direitos|ligação|cestos|cesto|países|linhas|plano|banco|cartão|seleção|pesquisa|posição|acordo|inscrição|último pagamento|primeira visita|identificador)(?!\p{L})/iu,
    // Polite imperatives and verbs, whose tu forms are spelled otherwise (escolhe, introduz, podes…).
    /(?<!\p{L})(introduza|escolha o|escolha um|escolha uma|escolha os|escolha-a|indique|abra|verifique|tente|inicie|crie|escreva|descarregue|arraste|guarde|imprima|divida|exporte|confirme|leia|importe|recarregue|aguarde|altere|mude|adicione|retire|autorize|aponte|copie|permita|procure|clique num|feche|largue|pague|veja|descubra|aceda|mantenha|atualize|redefina|conclua|consulte|ignore|selecione|centre|ajuste|evite|aproxime|remova|elimine|partilhe|envie|inscreva-se|utilize|certifique-se|poupe|peça|pode alterar|pode eliminar|pode cancelar|pode aceder|pode escrever|pode partilhar|pode mudar|pode ignorar|pode retirar|pode descarregar|tem de iniciar|tem de manter|já tem conta|já tem premium|não tem conta|recebeu|receberá|vai receber|esqueceu-se|se registou|não pediu|não foi você|está disposto|está a usar|comece)(?!\p{L})/iu,
  ],
  en: [],
  es: [
    /(?<!\p{L})(usted|ustedes)(?!\p{L})/iu,
    // su/sus before what belongs to the shopper ("su país", "sus listas").
    /(?<!\p{L})sus? (cuenta|país|lista|listas|moneda|correo|contraseña|perfil|elección|navegador|ubicación|dirección|suscripción|sesión|datos|dispositivos|artículos|artículo|cookies|consentimiento|nombre|foto|idioma|mueble|PDF|mensaje|recibo|alertas|preferencias|derechos|conexión|intercambios|cestas|países|líneas|inicio)(?!\p{L})/iu,
    // Polite imperatives and verbs (the tú forms are elige, escribe, pulsa…).
    /(?<!\p{L})(introduzca|elija|escriba|pulse|haga clic|compruebe|vuelva|inicie|añada|abra el|seleccione|espere|inténtelo|consulte|utilice|indique|guarde|confirme|acepte|revise|escanee|busque|pruebe|recargue|actualice|cambie|permita|permítalo|active|suscríbase|regístrese|imprima|divídalo|divídala|envíe|compárela|descargue|conecte|verifique|ignore|elimine|retire|ciérrela|pague|centre|acerque|evite|asegúrese|ajuste|siga|mantenga|escríbanos|contáctenos|encuentre|conserve|acceda|suelte|gestione|le indica|le parece|está dispuesto|ha importado|ha denegado|desea|recibirá|vea|ahorre|apunte|coloque|compare escaneando|impórtelo|impórtela)(?!\p{L})/iu,
  ],
  it: [
    /(?<!\p{L})(Lei|Suo|Sua|Suoi|Sue|La preghiamo)(?!\p{L})/u,
    /(?<!\p{L})(il suo|la sua|i suoi|le sue) (account|paese|lista|elenco|valuta|e-mail|indirizzo|password|profilo|scelta|browser|posizione|abbonamento|sessione|dati|dispositivi|articoli|consenso|nome|foto|lingua|mobile|PDF|messaggio|ricevuta|avvisi|preferenze|diritti|connessione|carrelli|panieri)(?!\p{L})/iu,
    // Polite imperatives that the tu forms never spell the same way (scegli, scrivi, apri…).
    /(?<!\p{L})(inserisca|scelga|prema|acceda|riprovi|attenda|aggiunga|apra|scriva|vada|si iscriva|si registri|divida|rimuova|chiuda|si assicuri|segua|mantenga|ci scriva|gestisca|le dice|le sembra|è disposto|provi il|provi con|inquadri|scopra|digiti)(?!\p{L})/iu,
  ],
  nl: [/(?<![\p{L}-])(u|uw|uzelf)(?![\p{L}-])/iu],
};
