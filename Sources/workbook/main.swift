import Foundation
import WorkbookKit
import WorkbookShell

/// The workbook command: a thin main over WorkbookKit (`Sources/WorkbookKit/Workbook+Main.swift`).
exit(Workbook.main(arguments: Array(CommandLine.arguments.dropFirst())))
