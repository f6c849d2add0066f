import Foundation
import WorkbookKit
import WorkbookShell

/// The workbook command: a thin main over WorkbookKit's dispatch.
exit(Workbook.main(arguments: Array(CommandLine.arguments.dropFirst())))
