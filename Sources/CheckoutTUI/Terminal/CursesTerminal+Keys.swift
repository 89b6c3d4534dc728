import CNCursesW

/// Keys and mouse reports as curses reads them, decoded into the app's events.
extension CursesTerminal {
    static func mouseEvent() -> MouseEvent? {
        var column: Int32 = 0
        var row: Int32 = 0
        switch cnc_get_mouse(&column, &row) {
        case 1: return MouseEvent(.press, column: Int(column), row: Int(row))
        case 4: return MouseEvent(.wheelUp, column: Int(column), row: Int(row))
        case 5: return MouseEvent(.wheelDown, column: Int(column), row: Int(row))
        default: return nil
        }
    }

    static func functionKey(_ code: Int32) -> Key? {
        switch code {
        case cnc_key_up(): return .up
        case cnc_key_down(): return .down
        case cnc_key_left(): return .left
        case cnc_key_right(): return .right
        case cnc_key_enter(): return .enter
        case cnc_key_btab(): return .backTab
        case cnc_key_backspace(): return .backspace
        case cnc_key_dc(): return .delete
        case cnc_key_ppage(): return .pageUp
        case cnc_key_npage(): return .pageDown
        case cnc_key_home(): return .home
        case cnc_key_end(): return .end
        default: return nil
        }
    }

    static func characterKey(_ code: Int32) -> Key? {
        switch code {
        case 10, 13: return .enter
        case 9: return .tab
        case 27: return .escape
        case 8, 127: return .backspace
        case ..<32: return nil
        default: return Unicode.Scalar(UInt32(code)).map { .character(Character($0)) }
        }
    }
}
