extension IntentParameter {
    /// What the parameter means, from NPCI's linking specification and PhonePe's intent URLs; nil when unknown.
    public var meaning: String? { Self.meanings[name.lowercased()] }

    private static let meanings: [String: String] = [
        "pa": "payee UPI address (mandatory)",
        "pn": "payee name (mandatory)",
        "mc": "merchant category code",
        "tid": "PSP transaction id",
        "tr": "transaction reference (mandatory for merchants)",
        "tn": "note shown to the payer",
        "am": "amount in rupees (absent: the payer may edit it)",
        "mam": "minimum amount in rupees",
        "cu": "currency (INR only)",
        "url": "a link about the transaction",
        "mode": "initiation mode: 00 default, 01 QR, 04 intent, 05 secure intent, 11 mandate",
        "purpose": "purpose: 00 default, 14 standing instruction",
        "orgid": "signing organisation (signed intents)",
        "sign": "signature (signed intents)",
        "amrule": "mandate amount rule: MAX or EXACT",
        "validitystart": "mandate start, DDMMYYYY",
        "validityend": "mandate end, DDMMYYYY",
        "recur": "mandate recurrence",
        "recurtype": "recurrence rule",
        "recurvalue": "recurrence value",
        "mn": "mandate name",
        "txntype": "mandate operation (CREATE)",
        "block": "block the amount",
        "rev": "revocable",
        "mcbs": "merchant callback scheme: PhonePe opens it when done",
        "utm_campaign": "PhonePe campaign (the API that made the URL)",
        "utm_medium": "PhonePe: the merchant id",
        "utm_source": "PhonePe: the transaction id",
    ]
}
