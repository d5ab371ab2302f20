// One way of addressing the shopper per language, the retailer's own (docs/i18n/style.md):
// vous, Sie and the Portuguese third person ("o seu") are polite; Spanish tú, Italian tu and Dutch je
// are familiar, as IKEA writes to its shoppers in Spain, Italy and the Netherlands.
export const otherRegister: Record<string, RegExp[]> = {
  fr: [/(?<!\p{L})(tu|toi|ton|tes)(?!\p{L})/iu],
  de: [/(?<!\p{L})(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)(?!\p{L})/iu],
  pt: [/(?<!\p{L})(tu|teu|tua|teus|tuas|contigo)(?!\p{L})/iu],
  en: [],
  es: [
    /(?<!\p{L})(usted|ustedes)(?!\p{L})/iu,
    // su/sus before what belongs to the shopper ("su país", "sus listas").
    /(?<!\p{L})sus? (cuenta|país|lista|listas|moneda|correo|contraseña|perfil|elección|navegador|ubicación|dirección|suscripción|sesión|datos|dispositivos|artículos|artículo|cookies|consentimiento|nombre|foto|idioma|mueble|PDF|mensaje|recibo|alertas|preferencias|derechos|conexión|intercambios|cestas|países|líneas|inicio)(?!\p{L})/iu,
    // Polite imperatives and verbs (the tú forms are elige, escribe, pulsa…).
    /(?<!\p{L})(introduzca|elija|escriba|pulse|haga clic|compruebe|vuelva|inicie|añada|abra el|seleccione|espere|inténtelo|consulte|utilice|indique|guarde|confirme|acepte|revise|escanee|busque|pruebe|recargue|actualice|cambie|permita|permítalo|active|suscríbase|regístrese|imprima|divídalo|divídala|envíe|compárela|descargue|conecte|verifique|ignore|elimine|retire|ciérrela|pague|centre|acerque|evite|asegúrese|ajuste|siga|mantenga|escríbanos|contáctenos|encuentre|conserve|acceda|suelte|gestione|le indica|le parece|está dispuesto|ha importado|ha denegado|desea|recibirá|vea|ahorre|apunte|coloque|compare escaneando)(?!\p{L})/iu,
  ],
  it: [
    /(?<!\p{L})(Lei|Suo|Sua|Suoi|Sue|La preghiamo)(?!\p{L})/u,
    /(?<!\p{L})(il suo|la sua|i suoi|le sue) (account|paese|lista|elenco|valuta|e-mail|indirizzo|password|profilo|scelta|browser|posizione|abbonamento|sessione|dati|dispositivi|articoli|consenso|nome|foto|lingua|mobile|PDF|messaggio|ricevuta|avvisi|preferenze|diritti|connessione|carrelli)(?!\p{L})/iu,
    // Polite imperatives that the tu forms never spell the same way (scegli, scrivi, apri…).
    /(?<!\p{L})(inserisca|scelga|prema|acceda|riprovi|attenda|aggiunga|apra|scriva|vada|si iscriva|si registri|divida|rimuova|chiuda|si assicuri|segua|mantenga|ci scriva|gestisca|le dice|le sembra|è disposto|provi il|provi con)(?!\p{L})/iu,
  ],
  nl: [/(?<![\p{L}-])(u|uw|uzelf)(?![\p{L}-])/iu],
};
